// See firmware.h. Section numbers are PROTOCOL.md's.
#include "firmware.h"

#include <string.h>

namespace parlour {

namespace {

constexpr uint8_t kReported = 1, kPending = 2;

Text textOf(const char* s) { return Text{s, static_cast<uint16_t>(strlen(s))}; }

/// The `k`-th name of a comma-separated list.
Text nthName(const char* list, uint8_t k) {
  const char* p = list;
  while (k > 0 && *p) {
    if (*p++ == ',') k--;
  }
  const char* e = p;
  while (*e && *e != ',') e++;
  return Text{p, static_cast<uint16_t>(e - p)};
}

uint8_t countNames(const char* list) {
  if (*list == 0) return 0;
  uint8_t n = 1;
  for (const char* p = list; *p; p++)
    if (*p == ',') n++;
  return n > 8 ? 8 : n;
}

}  // namespace

Firmware::Firmware(const BoardInfo& info, char* scan, SensorSlot* slots, ChatterSlot* chatter, uint16_t sensorCap, char* leds, uint16_t ledCap, SensorFrontEnd& sensors,
                   ButtonInput* buttons, LedOutput* ledOut, SerialOut& out)
    : info_(info),
      scan_(scan),
      slots_(slots),
      chatter_(chatter),
      leds_(leds),
      sensors_(sensors),
      buttons_(buttons),
      ledOut_(ledOut),
      out_(out),
      settings_(info.boot),
      writer_(tx_, sizeof tx_) {
  // A board file that asks for more than its memory holds is a build mistake; clamp rather than overrun.
  sensorCount_ = info.sensorCount < sensorCap ? info.sensorCount : sensorCap;
  ledCount_ = info.ledCount < ledCap ? info.ledCount : ledCap;
  buttonCount_ = countNames(info.buttons);
}

void Firmware::boot(uint32_t now) {
  now_ = now;
  booted_ = true;
  seq_ = 0;
  bootAt_ = now;
  settings_ = info_.boot;
  diag_ = false;
  overflow_ = false;
  rxLen_ = 0;
  rxTooLong_ = false;
  memset(leds_, kEmpty, ledCount_);
  anyBlink_ = false;
  sensors_.scan(scan_, sensorCount_);
  for (uint16_t i = 0; i < sensorCount_; i++) {
    slots_[i] = SensorSlot{scan_[i], scan_[i], static_cast<uint16_t>(now)};
    memset(&chatter_[i], 0, sizeof chatter_[i]);
  }
  // A button held at power-on is not a press.
  buttonRead_ = buttonStable_ = buttons_ != nullptr ? buttons_->held() : 0;
  for (uint8_t b = 0; b < 8; b++) buttonSince_[b] = static_cast<uint16_t>(now);
  nextScan_ = now + settings_.scanMs;
  lastSweep_ = now;
  sendHello();
  sendSnap(now);
  showLeds(now);
}

void Firmware::poll(uint32_t now) {
  if (!booted_) return;
  now_ = now;
  if (scanDue(now)) {
    scan(now);
    nextScan_ += settings_.scanMs;
    // Fell behind (a long LED update, a debugger): start the schedule again from now, no burst of scans.
    if (scanDue(now)) nextScan_ = now + settings_.scanMs;
  }
  bool on = (clock(now) / kBlinkHalfMs) % 2 == 0;
  if ((on != blinkOn_ && anyBlink_) || now - lastLedShow_ >= kLedRefreshMs) {
    blinkOn_ = on;
    showLeds(now);
  }
  blinkOn_ = on;
}

void Firmware::scan(uint32_t now) {
  const uint16_t at = static_cast<uint16_t>(now);
  const uint16_t n = sensorCount_;
  sensors_.scan(scan_, n);
  bool changed = false;
  for (uint16_t i = 0; i < n; i++) {
    SensorSlot& s = slots_[i];
    if (scan_[i] != s.read) {
      s.read = scan_[i];
      s.since = at;
    }
    // §5.4 deb: reported once it has read the same for `deb` ms; §3.3 one EV per changed sensor.
    if (s.read != s.reported && static_cast<uint16_t>(at - s.since) >= settings_.debounceMs) {
      s.reported = s.read;
      changed = true;
      Message ev;
      clear(ev);
      ev.type = MessageType::Change;
      ev.t = clock(now);
      ev.sensor = i;
      ev.state = s.reported;
      emit(ev);
      watchChatter(i, at);
    }
  }
  // §3.2: a SNAP after the EVs of a scan with a change, and whenever `hb` ms passed without one.
  if (changed || now - lastSnap_ >= settings_.heartbeatMs) sendSnap(now);
  for (uint16_t i = 0; i < n; i++) {
    if (chatter_[i].flags & kPending) {
      chatter_[i].flags = static_cast<uint8_t>(chatter_[i].flags & ~kPending);
      sendError("STUCK", true, i, now);
    }
  }
  if (now - lastSweep_ >= 1000) {
    lastSweep_ = now;
    sweepChatter(at);
  }
  if (diag_ && now - lastRaw_ >= kRawPeriodMs) sendRaw(now);
  readButtons(now);
}

void Firmware::watchChatter(uint16_t i, uint16_t at) {
  ChatterSlot& c = chatter_[i];
  if (c.count > 0 && static_cast<uint16_t>(at - c.times[(c.head + c.count - 1) % kStuckChanges]) > kStuckWindowMs) c.count = 0;
  // §3.6: this change and the kStuckChanges before it all within the window: more than 12 changes.
  if (c.count == kStuckChanges && static_cast<uint16_t>(at - c.times[c.head]) <= kStuckWindowMs) {
    if (!(c.flags & kReported) || static_cast<uint16_t>(at - c.reportedAt) >= kStuckRepeatMs) {
      c.flags = static_cast<uint8_t>(c.flags | kReported | kPending);
      c.reportedAt = at;
    }
  }
  if (c.count < kStuckChanges) {
    c.times[(c.head + c.count) % kStuckChanges] = at;
    c.count++;
  } else {
    c.times[c.head] = at;
    c.head = static_cast<uint8_t>((c.head + 1) % kStuckChanges);
  }
}

void Firmware::sweepChatter(uint16_t at) {
  for (uint16_t i = 0; i < sensorCount_; i++) {
    ChatterSlot& c = chatter_[i];
    if (c.count > 0 && static_cast<uint16_t>(at - c.times[(c.head + c.count - 1) % kStuckChanges]) > kStuckWindowMs) c.count = 0;
    if ((c.flags & kReported) && static_cast<uint16_t>(at - c.reportedAt) >= kStuckRepeatMs) c.flags = static_cast<uint8_t>(c.flags & ~kReported);
  }
}

void Firmware::readButtons(uint32_t now) {
  if (buttons_ == nullptr || buttonCount_ == 0) return;
  const uint16_t at = static_cast<uint16_t>(now);
  const uint8_t held = buttons_->held();
  for (uint8_t b = 0; b < buttonCount_; b++) {
    const uint8_t bit = static_cast<uint8_t>(1 << b);
    if ((held ^ buttonRead_) & bit) {
      buttonRead_ ^= bit;
      buttonSince_[b] = at;
    }
    if (((buttonRead_ ^ buttonStable_) & bit) && static_cast<uint16_t>(at - buttonSince_[b]) >= kButtonDebounceMs) {
      buttonStable_ ^= bit;
      // §3.4: once per press, on the press.
      if (buttonStable_ & bit) {
        Message m;
        clear(m);
        m.type = MessageType::Button;
        m.t = clock(now);
        m.name = nthName(info_.buttons, b);
        emit(m);
      }
    }
  }
}

void Firmware::receive(uint8_t byte, uint32_t now) {
  now_ = now;
  if (byte == '\n') {
    handleLine(now);
    rxLen_ = 0;
    rxTooLong_ = false;
    return;
  }
  // §12: on overflow discard until the next `\n`.
  if (rxLen_ < kRxBuffer) rx_[rxLen_++] = static_cast<char>(byte);
  else rxTooLong_ = true;
}

void Firmware::handleLine(uint32_t now) {
  if (!booted_) return;
  if (rxTooLong_) {
    sendError("HOSTLINE", false, 0, now);
    return;
  }
  Message m;
  DecodeInfo info;
  switch (decode(rx_, rxLen_, m, &info)) {
    case DecodeError::None:
      // A board message coming back is our own output echoed by the link: not for us (§6).
      if (isHostCommand(m.type)) execute(m, now);
      return;
    case DecodeError::Empty:
      return;
    case DecodeError::BadChecksum:
      sendError("HOSTCRC", false, 0, now);
      return;
    case DecodeError::UnknownType:
      answer(info.seq, info.word, "UNKNOWN");
      return;
    case DecodeError::BadField: {
      uint8_t t = 0;
      while (t < kMessageTypes && !info.word.is(wordOf(static_cast<MessageType>(t)))) t++;
      // A known command with bad fields: NAK BADARG. A board word with bad fields is no command at all:
      // an undecodable line (§6 "What the board does").
      if (t < kMessageTypes && isHostCommand(static_cast<MessageType>(t))) answer(info.seq, info.word, "BADARG");
      else sendError("HOSTLINE", false, 0, now);
      return;
    }
    default:
      sendError("HOSTLINE", false, 0, now);
      return;
  }
}

void Firmware::execute(const Message& m, uint32_t now) {
  switch (m.type) {
    case MessageType::HelloRequest:
      sendHello();
      return;
    case MessageType::SnapshotRequest:
      sendSnap(now);
      return;
    case MessageType::Ping:
      answer(m, nullptr);
      return;
    case MessageType::Leds: {
      // §5.3: NAK BADARG a frame longer than the LED count or a colour the board lacks; nothing applied.
      if (m.leds.n > ledCount_) return answer(m, "BADARG");
      for (uint16_t i = 0; i < m.leds.n; i++) {
        char c = m.leds.p[i];
        if (c == kEmpty) continue;
        char upper = isLower(c) ? static_cast<char>(c - 'a' + 'A') : c;
        if (strchr(info_.colours, upper) == nullptr) return answer(m, "BADARG");
      }
      anyBlink_ = false;
      for (uint16_t i = 0; i < ledCount_; i++) {
        leds_[i] = i < m.leds.n ? m.leds.p[i] : kEmpty;
        if (isLower(leds_[i])) anyBlink_ = true;
      }
      answer(m, nullptr);
      showLeds(now);
      return;
    }
    case MessageType::Config:
      // The decoder has checked every range (§5.4): all or nothing.
      if (m.settingsPresent & kHasDebounce) settings_.debounceMs = m.settings.debounceMs;
      if (m.settingsPresent & kHasScan) settings_.scanMs = m.settings.scanMs;
      if (m.settingsPresent & kHasHeartbeat) settings_.heartbeatMs = m.settings.heartbeatMs;
      answer(m, nullptr);
      return;
    case MessageType::Diagnostics:
      if (!info_.diagnostics) return answer(m, "UNSUPPORTED");
      diag_ = m.flag;
      lastRaw_ = now - kRawPeriodMs;
      answer(m, nullptr);
      return;
    default:
      return;
  }
}

void Firmware::showLeds(uint32_t now) {
  lastLedShow_ = now;
  if (ledOut_ != nullptr && ledCount_ > 0) ledOut_->show(leds_, ledCount_, blinkOn_);
}

void Firmware::sendHello() {
  Message m;
  clear(m);
  m.type = MessageType::Hello;
  m.protoMajor = 1;
  m.protoMinor = 0;
  m.model = textOf(info_.model);
  m.boardId = textOf(info_.id);
  m.firmware = textOf(info_.firmware);
  m.sensorCount = sensorCount_;
  m.kind = info_.kind;
  m.ledCount = ledCount_;
  m.colours = ledCount_ == 0 ? Text{"", 0} : textOf(info_.colours);
  m.buttons = textOf(info_.buttons);
  m.settings = settings_;
  m.settingsPresent = kHasDebounce | kHasScan | kHasHeartbeat;
  m.flag = info_.diagnostics;
  emit(m);
}

void Firmware::sendSnap(uint32_t now) {
  lastSnap_ = now;
  // The debounced states, gathered next to each other for the `s` field.
  for (uint16_t i = 0; i < sensorCount_; i++) scan_[i] = slots_[i].reported;
  Message m;
  clear(m);
  m.type = MessageType::Snapshot;
  m.t = clock(now);
  m.sensors = Text{scan_, sensorCount_};
  emit(m);
}

void Firmware::sendRaw(uint32_t now) {
  lastRaw_ = now;
  for (uint16_t first = 0; first < sensorCount_; first = static_cast<uint16_t>(first + kMaxRawValues)) {
    Message m;
    clear(m);
    m.type = MessageType::Raw;
    m.t = clock(now);
    m.sensor = first;
    while (m.rawCount < kMaxRawValues && first + m.rawCount < sensorCount_) {
      rawScratch_[m.rawCount] = sensors_.raw(static_cast<uint16_t>(first + m.rawCount));
      m.rawCount++;
    }
    m.raw = rawScratch_;
    emit(m);
  }
}

void Firmware::sendError(const char* code, bool hasSensor, uint16_t sensor, uint32_t now) {
  Message m;
  clear(m);
  m.type = MessageType::Error;
  m.t = clock(now);
  m.name = textOf(code);
  m.hasSensor = hasSensor;
  m.sensor = sensor;
  emit(m);
}

void Firmware::answer(const Message& command, const char* reason) { answer(command.seq, textOf(wordOf(command.type)), reason); }

void Firmware::answer(uint16_t id, Text word, const char* reason) {
  Message m;
  clear(m);
  m.type = reason == nullptr ? MessageType::Ack : MessageType::Nak;
  m.id = id;
  m.name = word;
  if (reason != nullptr) m.reason = textOf(reason);
  emit(m);
}

void Firmware::emit(Message& m) {
  // §6: after dropping output, ERR OVERFLOW as soon as there is room for it.
  if (overflow_ && out_.room() >= 48) {
    overflow_ = false;
    sendError("OVERFLOW", false, 0, now_);
  }
  m.seq = seq_++;
  const uint16_t n = encode(m, writer_);
  if (n == 0) return;  // cannot happen for the messages built above; never send a broken line
  if (out_.room() >= n) out_.write(writer_.data(), n);
  else overflow_ = true;
}

}  // namespace parlour
