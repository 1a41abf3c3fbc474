// See codec.h. Every check cites the PROTOCOL.md section it implements.
#include "codec.h"

#include <string.h>

namespace parlour {

bool Text::is(const char* s) const {
  size_t k = strlen(s);
  return k == n && memcmp(p, s, k) == 0;
}

static const char* const kWords[kMessageTypes] = {"HELLO", "SNAP", "EV", "BTN", "ACK", "NAK", "ERR", "RAW", "HELLO?", "SNAP?", "LED", "CFG", "DIAG", "PING"};

const char* wordOf(MessageType t) { return kWords[static_cast<uint8_t>(t)]; }

bool isHostCommand(MessageType t) { return static_cast<uint8_t>(t) >= static_cast<uint8_t>(MessageType::HelloRequest); }

const char* decodeErrorName(DecodeError e) {
  switch (e) {
    case DecodeError::None: return "ok";
    case DecodeError::Empty: return "empty";
    case DecodeError::TooLong: return "too-long";
    case DecodeError::BadBytes: return "bad-bytes";
    case DecodeError::NoChecksum: return "no-checksum";
    case DecodeError::BadChecksum: return "bad-checksum";
    case DecodeError::Malformed: return "malformed";
    case DecodeError::UnknownType: return "unknown-type";
    case DecodeError::BadField: return "bad-field";
  }
  return "?";
}

void clear(Message& m) { memset(&m, 0, sizeof m); }

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

namespace {

/// The key=value fields after `WORD SEQ` (§2 "fields"), read straight from the body.
class Fields {
 public:
  Fields(const char* body, uint16_t from, uint16_t end) : b_(body), from_(from), end_(end) {}

  /// Checks every field's form: `key=value`, key `[a-z][a-z0-9]{0,15}`, no key twice (§2, §6 bad-field).
  bool wellFormed(Text& bad) const {
    for (uint16_t i = from_; i < end_;) {
      uint16_t e = tokenEnd(i);
      Text key{nullptr, 0};
      if (!keyOf(i, e, key)) {
        bad = Text{b_ + i, static_cast<uint16_t>(e - i > 16 ? 16 : e - i)};
        return false;
      }
      // a key seen before this token is repeated
      for (uint16_t j = from_; j < i;) {
        uint16_t f = tokenEnd(j);
        Text other{nullptr, 0};
        keyOf(j, f, other);
        if (other.n == key.n && memcmp(other.p, key.p, key.n) == 0) {
          bad = key;
          return false;
        }
        j = static_cast<uint16_t>(f + 1);
      }
      i = static_cast<uint16_t>(e + 1);
    }
    return true;
  }

  /// The value of `key`, if present.
  bool get(const char* key, Text& value) const {
    for (uint16_t i = from_; i < end_;) {
      uint16_t e = tokenEnd(i);
      Text k;
      if (keyOf(i, e, k) && k.is(key)) {
        value = Text{b_ + i + k.n + 1, static_cast<uint16_t>(e - i - k.n - 1)};
        return true;
      }
      i = static_cast<uint16_t>(e + 1);
    }
    return false;
  }

 private:
  uint16_t tokenEnd(uint16_t i) const {
    while (i < end_ && b_[i] != ' ') i++;
    return i;
  }
  bool keyOf(uint16_t i, uint16_t e, Text& key) const {
    uint16_t k = i;
    while (k < e && b_[k] != '=') k++;
    if (k == e || k == i || k - i > 16 || !isLower(b_[i])) return false;
    for (uint16_t j = i + 1; j < k; j++)
      if (!isLower(b_[j]) && !isDigit(b_[j])) return false;
    key = Text{b_ + i, static_cast<uint16_t>(k - i)};
    return true;
  }
  const char* b_;
  uint16_t from_, end_;
};

/// Decimal without leading zeros (§2 "Numbers") within [min, max].
bool parseDec(Text v, uint32_t min, uint32_t max, uint32_t& out) {
  if (v.n < 1 || v.n > 9) return false;
  if (v.p[0] == '0' && v.n > 1) return false;
  uint32_t x = 0;
  for (uint16_t i = 0; i < v.n; i++) {
    if (!isDigit(v.p[i])) return false;
    x = x * 10 + static_cast<uint32_t>(v.p[i] - '0');
  }
  if (x < min || x > max) return false;
  out = x;
  return true;
}

/// 1..`maxDigits` hex digits of either case.
bool parseHex(Text v, uint8_t minDigits, uint8_t maxDigits, uint32_t& out) {
  if (v.n < minDigits || v.n > maxDigits) return false;
  uint32_t x = 0;
  for (uint16_t i = 0; i < v.n; i++) {
    int h = hexValue(v.p[i]);
    if (h < 0) return false;
    x = (x << 4) | static_cast<uint32_t>(h);
  }
  out = x;
  return true;
}

bool isStateChar(char c) { return c == kEmpty || c == kOccupied || c == kNorth || c == kSouth; }

/// Reads the fields of a known word into `m`; false (and `bad`) at the first missing or bad field.
class Reader {
 public:
  Reader(const Fields& f, Message& m, Text& bad) : f_(f), m_(m), bad_(bad) {}

  bool need(const char* key, Text& v) {
    if (f_.get(key, v)) return true;
    bad_ = Text{key, static_cast<uint16_t>(strlen(key))};
    return false;
  }
  bool fail(const char* key) {
    bad_ = Text{key, static_cast<uint16_t>(strlen(key))};
    return false;
  }
  bool dec(const char* key, uint32_t min, uint32_t max, uint16_t& out) {
    Text v;
    uint32_t x;
    if (!need(key, v)) return false;
    if (!parseDec(v, min, max, x)) return fail(key);
    out = static_cast<uint16_t>(x);
    return true;
  }
  bool time() {
    Text v;
    uint32_t x;
    if (!need("t", v)) return false;
    if (!parseHex(v, 1, 8, x)) return fail("t");
    m_.t = x;
    return true;
  }
  bool hexId(const char* key, uint16_t& out) {
    Text v;
    uint32_t x;
    if (!need(key, v)) return false;
    if (!parseHex(v, 4, 4, x)) return fail(key);
    out = static_cast<uint16_t>(x);
    return true;
  }
  bool match(const char* key, bool (*ok)(const char*, size_t), Text& out) {
    if (!need(key, out)) return false;
    if (!ok(out.p, out.n)) return fail(key);
    return true;
  }
  bool bit(const char* key, bool& out) {
    Text v;
    if (!need(key, v)) return false;
    if (v.n != 1 || (v.p[0] != '0' && v.p[0] != '1')) return fail(key);
    out = v.p[0] == '1';
    return true;
  }
  /// deb, scan, hb (§5.4 ranges); `required`: all three (HELLO), else any (CFG).
  bool settings(bool required) {
    static const char* const keys[3] = {"deb", "scan", "hb"};
    static const uint16_t mins[3] = {0, kScanMin, kHeartbeatMin};
    static const uint16_t maxs[3] = {kDebounceMax, kScanMax, kHeartbeatMax};
    uint16_t* slots[3] = {&m_.settings.debounceMs, &m_.settings.scanMs, &m_.settings.heartbeatMs};
    for (uint8_t k = 0; k < 3; k++) {
      Text v;
      if (!required && !f_.get(keys[k], v)) continue;
      if (!dec(keys[k], mins[k], maxs[k], *slots[k])) return false;
      m_.settingsPresent = static_cast<uint8_t>(m_.settingsPresent | (1 << k));
    }
    return true;
  }

 private:
  const Fields& f_;
  Message& m_;
  Text& bad_;
};

bool isSensorString(const char* s, size_t n) {
  if (n < 1 || n > kMaxSensors) return false;
  for (size_t i = 0; i < n; i++)
    if (!isStateChar(s[i])) return false;
  return true;
}

/// `MAJOR.MINOR`, each decimal without leading zeros, 0..999 (§3.1 `proto`, §7).
bool parseProto(Text v, uint16_t& major, uint16_t& minor) {
  uint16_t dot = 0;
  while (dot < v.n && v.p[dot] != '.') dot++;
  if (dot == v.n) return false;
  uint32_t a, b;
  if (!parseDec(Text{v.p, dot}, 0, 999, a)) return false;
  if (!parseDec(Text{v.p + dot + 1, static_cast<uint16_t>(v.n - dot - 1)}, 0, 999, b)) return false;
  major = static_cast<uint16_t>(a);
  minor = static_cast<uint16_t>(b);
  return true;
}

/// `-` or 1..5 distinct upper-case colour letters (§3.1 `col`).
bool parseColours(Text v, Text& out) {
  if (v.is("-")) {
    out = Text{v.p, 0};
    return true;
  }
  if (v.n < 1 || v.n > 5) return false;
  uint8_t seen = 0;
  for (uint16_t i = 0; i < v.n; i++) {
    int c = colourIndex(v.p[i]);
    if (c < 0 || !isUpper(v.p[i]) || (seen & (1 << c))) return false;
    seen = static_cast<uint8_t>(seen | (1 << c));
  }
  out = v;
  return true;
}

/// `-` or comma-separated distinct button names (§3.1 `btn`).
bool parseButtons(Text v, Text& out) {
  if (v.is("-")) {
    out = Text{v.p, 0};
    return true;
  }
  uint16_t start = 0;
  for (uint16_t i = 0; i <= v.n; i++) {
    if (i < v.n && v.p[i] != ',') continue;
    if (!isButtonName(v.p + start, i - start)) return false;
    // repeated name: compare with every earlier one
    for (uint16_t s = 0; s < start;) {
      uint16_t e = s;
      while (v.p[e] != ',') e++;
      if (e - s == i - start && memcmp(v.p + s, v.p + start, i - start) == 0) return false;
      s = static_cast<uint16_t>(e + 1);
    }
    start = static_cast<uint16_t>(i + 1);
  }
  out = v;
  return true;
}

/// 1..48 comma-separated decimal values 0..65535 without leading zeros (§3.7 RAW `v`).
bool parseRawValues(Text v, uint8_t& count) {
  uint16_t start = 0;
  uint8_t k = 0;
  for (uint16_t i = 0; i <= v.n; i++) {
    if (i < v.n && v.p[i] != ',') continue;
    uint32_t x;
    if (!parseDec(Text{v.p + start, static_cast<uint16_t>(i - start)}, 0, 65535, x)) return false;
    if (++k > kMaxRawValues) return false;
    start = static_cast<uint16_t>(i + 1);
  }
  count = k;
  return true;
}

/// `l`: 0..256 characters, each `.` or a colour letter of either case (§5.3).
bool isLedString(const char* s, size_t n) {
  if (n > kMaxSensors) return false;
  for (size_t i = 0; i < n; i++)
    if (s[i] != '.' && colourIndex(s[i]) < 0) return false;
  return true;
}

bool isWordText(const char* s, size_t n) { return isWord(s, n); }

bool readFields(MessageType type, const Fields& f, Message& m, Text& bad) {
  Reader r(f, m, bad);
  Text v;
  switch (type) {
    case MessageType::Hello: {
      if (!r.need("proto", v)) return false;
      if (!parseProto(v, m.protoMajor, m.protoMinor)) return r.fail("proto");
      if (!r.match("model", isToken, m.model) || !r.match("id", isToken, m.boardId) || !r.match("fw", isToken, m.firmware)) return false;
      if (!r.dec("n", 1, kMaxSensors, m.sensorCount)) return false;
      if (!r.need("kind", v)) return false;
      if (v.is("reed")) m.kind = SensorKind::Reed;
      else if (v.is("hall")) m.kind = SensorKind::Hall;
      else return r.fail("kind");
      if (!r.dec("leds", 0, kMaxSensors, m.ledCount)) return false;
      if (!r.need("col", v)) return false;
      if (!parseColours(v, m.colours)) return r.fail("col");
      if (!r.need("btn", v)) return false;
      if (!parseButtons(v, m.buttons)) return r.fail("btn");
      if (!r.settings(true)) return false;
      return r.bit("diag", m.flag);
    }
    case MessageType::Snapshot:
      return r.time() && r.match("s", isSensorString, m.sensors);
    case MessageType::Change:
      if (!r.time() || !r.dec("i", 0, kMaxSensors - 1, m.sensor) || !r.need("v", v)) return false;
      if (v.n != 1 || !isStateChar(v.p[0])) return r.fail("v");
      m.state = v.p[0];
      return true;
    case MessageType::Button:
      return r.time() && r.match("b", isButtonName, m.name);
    case MessageType::Ack:
      return r.hexId("id", m.id) && r.match("cmd", isWordText, m.name);
    case MessageType::Nak:
      return r.hexId("id", m.id) && r.match("cmd", isWordText, m.name) && r.match("err", isCode, m.reason);
    case MessageType::Error:
      if (!r.time() || !r.match("code", isCode, m.name)) return false;
      m.hasSensor = f.get("i", v);
      return !m.hasSensor || r.dec("i", 0, kMaxSensors - 1, m.sensor);
    case MessageType::Raw:
      if (!r.time() || !r.dec("i", 0, kMaxSensors - 1, m.sensor) || !r.need("v", m.rawText)) return false;
      if (!parseRawValues(m.rawText, m.rawCount)) return r.fail("v");
      return true;
    case MessageType::HelloRequest:
    case MessageType::SnapshotRequest:
    case MessageType::Ping:
      return true;
    case MessageType::Leds:
      return r.match("l", isLedString, m.leds);
    case MessageType::Config:
      if (!r.settings(false)) return false;
      return m.settingsPresent != 0 || r.fail("deb");
    case MessageType::Diagnostics:
      return r.bit("on", m.flag);
  }
  return false;
}

}  // namespace

DecodeError decode(const char* line, uint16_t n, Message& out, DecodeInfo* info) {
  DecodeInfo scratch;
  DecodeInfo& inf = info != nullptr ? *info : scratch;
  memset(&inf, 0, sizeof inf);
  clear(out);
  // §2: `\n` ends a line; receivers also accept `\r\n`.
  if (n > 0 && line[n - 1] == '\n') n--;
  if (n > 0 && line[n - 1] == '\r') n--;
  if (n == 0) return DecodeError::Empty;
  if (n > kMaxLine) return DecodeError::TooLong;
  for (uint16_t i = 0; i < n; i++)
    if (!isPrintable(static_cast<uint8_t>(line[i]))) return DecodeError::BadBytes;
  // §2 `*CRC`: `*` and exactly 4 hex digits end the line.
  if (n < 5 || line[n - 5] != '*') return DecodeError::NoChecksum;
  uint32_t want;
  if (!parseHex(Text{line + n - 4, 4}, 4, 4, want)) return DecodeError::NoChecksum;
  const uint16_t bodyLen = static_cast<uint16_t>(n - 5);
  if (crc16(line, bodyLen) != want) return DecodeError::BadChecksum;
  // §2 shape: WORD SEQ key=value..., single spaces, no `*` in the body.
  uint16_t wordEnd = 0;
  while (wordEnd < bodyLen && line[wordEnd] != ' ') wordEnd++;
  for (uint16_t i = 0; i < bodyLen; i++) {
    if (line[i] == '*') return DecodeError::Malformed;
    if (line[i] == ' ' && (i == 0 || i + 1 == bodyLen || line[i + 1] == ' ')) return DecodeError::Malformed;
  }
  if (!isWord(line, wordEnd) || wordEnd == bodyLen) return DecodeError::Malformed;
  uint16_t seqEnd = static_cast<uint16_t>(wordEnd + 1);
  while (seqEnd < bodyLen && line[seqEnd] != ' ') seqEnd++;
  uint32_t seq;
  if (!parseHex(Text{line + wordEnd + 1, static_cast<uint16_t>(seqEnd - wordEnd - 1)}, 4, 4, seq)) return DecodeError::Malformed;
  inf.word = Text{line, wordEnd};
  inf.hasSeq = true;
  inf.seq = static_cast<uint16_t>(seq);
  // §6 unknown-type: a word this version does not know.
  uint8_t type = 0;
  while (type < kMessageTypes && !inf.word.is(kWords[type])) type++;
  if (type == kMessageTypes) return DecodeError::UnknownType;
  out.type = static_cast<MessageType>(type);
  out.seq = static_cast<uint16_t>(seq);
  Fields fields(line, seqEnd < bodyLen ? static_cast<uint16_t>(seqEnd + 1) : bodyLen, bodyLen);
  if (!fields.wellFormed(inf.field)) return DecodeError::BadField;
  if (!readFields(out.type, fields, out, inf.field)) return DecodeError::BadField;
  return DecodeError::None;
}

uint16_t rawValueAt(const Message& m, uint8_t k) {
  uint16_t i = 0;
  for (uint8_t skip = k; skip > 0 && i < m.rawText.n; i++)
    if (m.rawText.p[i] == ',') skip--;
  uint32_t x = 0;
  while (i < m.rawText.n && m.rawText.p[i] != ',') x = x * 10 + static_cast<uint32_t>(m.rawText.p[i++] - '0');
  return static_cast<uint16_t>(x);
}

// ---------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------

void LineWriter::raw(const char* s, uint16_t n) {
  if (len_ + n > cap_) {
    over_ = true;
    return;
  }
  memcpy(buf_ + len_, s, n);
  len_ = static_cast<uint16_t>(len_ + n);
}

void LineWriter::str(const char* s) { raw(s, static_cast<uint16_t>(strlen(s))); }

void LineWriter::ch(char c) { raw(&c, 1); }

void LineWriter::begin(const char* word, uint16_t seq) {
  reset();
  str(word);
  ch(' ');
  hex4(seq);
}

void LineWriter::key(const char* k) {
  ch(' ');
  str(k);
  ch('=');
}

void LineWriter::dec(uint32_t v) {
  char t[10];
  raw(t, static_cast<uint16_t>(putDec(t, v) - t));
}

void LineWriter::hex4(uint16_t v) {
  char t[4];
  putHex4(t, v);
  raw(t, 4);
}

void LineWriter::hex8(uint32_t v) {
  char t[8];
  putHex8(t, v);
  raw(t, 8);
}

uint16_t LineWriter::finish() {
  if (over_ || len_ + 5 > kMaxLine) return 0;
  uint16_t crc = crc16(buf_, len_);
  ch('*');
  hex4(crc);
  ch('\n');
  return over_ ? 0 : len_;
}

namespace {

bool text(LineWriter& w, const char* key, Text v, bool (*ok)(const char*, size_t)) {
  if (!ok(v.p, v.n)) return false;
  w.key(key);
  w.raw(v.p, v.n);
  return true;
}

void settingFields(LineWriter& w, const Message& m) {
  if (m.settingsPresent & kHasDebounce) w.key("deb"), w.dec(m.settings.debounceMs);
  if (m.settingsPresent & kHasScan) w.key("scan"), w.dec(m.settings.scanMs);
  if (m.settingsPresent & kHasHeartbeat) w.key("hb"), w.dec(m.settings.heartbeatMs);
}

/// The present settings are within the §5.4 ranges.
bool settingsInRange(const Message& m) {
  if ((m.settingsPresent & kHasDebounce) && m.settings.debounceMs > kDebounceMax) return false;
  if ((m.settingsPresent & kHasScan) && (m.settings.scanMs < kScanMin || m.settings.scanMs > kScanMax)) return false;
  if ((m.settingsPresent & kHasHeartbeat) && (m.settings.heartbeatMs < kHeartbeatMin || m.settings.heartbeatMs > kHeartbeatMax)) return false;
  return true;
}

bool isNoneOr(Text v, bool (*parse)(Text, Text&)) {
  Text ignored;
  return v.n == 0 || parse(v, ignored);
}

}  // namespace

uint16_t encode(const Message& m, LineWriter& w) {
  w.begin(wordOf(m.type), m.seq);
  switch (m.type) {
    case MessageType::Hello:
      if (m.protoMajor > 999 || m.protoMinor > 999 || m.sensorCount < 1 || m.sensorCount > kMaxSensors || m.ledCount > kMaxSensors) return 0;
      if (!isNoneOr(m.colours, parseColours) || !isNoneOr(m.buttons, parseButtons) || m.settingsPresent != 7 || !settingsInRange(m)) return 0;
      w.key("proto"), w.dec(m.protoMajor), w.ch('.'), w.dec(m.protoMinor);
      if (!text(w, "model", m.model, isToken) || !text(w, "id", m.boardId, isToken) || !text(w, "fw", m.firmware, isToken)) return 0;
      w.key("n"), w.dec(m.sensorCount);
      w.key("kind"), w.str(m.kind == SensorKind::Hall ? "hall" : "reed");
      w.key("leds"), w.dec(m.ledCount);
      w.key("col");
      if (m.colours.n == 0) w.ch('-');
      else w.raw(m.colours.p, m.colours.n);
      w.key("btn");
      if (m.buttons.n == 0) w.ch('-');
      else w.raw(m.buttons.p, m.buttons.n);
      settingFields(w, m);
      w.key("diag"), w.ch(m.flag ? '1' : '0');
      break;
    case MessageType::Snapshot:
      w.key("t"), w.hex8(m.t);
      if (!text(w, "s", m.sensors, isSensorString)) return 0;
      break;
    case MessageType::Change:
      if (m.sensor >= kMaxSensors || !isStateChar(m.state)) return 0;
      w.key("t"), w.hex8(m.t);
      w.key("i"), w.dec(m.sensor);
      w.key("v"), w.ch(m.state);
      break;
    case MessageType::Button:
      w.key("t"), w.hex8(m.t);
      if (!text(w, "b", m.name, isButtonName)) return 0;
      break;
    case MessageType::Ack:
    case MessageType::Nak:
      w.key("id"), w.hex4(m.id);
      if (!text(w, "cmd", m.name, isWordText)) return 0;
      if (m.type == MessageType::Nak && !text(w, "err", m.reason, isCode)) return 0;
      break;
    case MessageType::Error:
      w.key("t"), w.hex8(m.t);
      if (!text(w, "code", m.name, isCode)) return 0;
      if (m.hasSensor) {
        if (m.sensor >= kMaxSensors) return 0;
        w.key("i"), w.dec(m.sensor);
      }
      break;
    case MessageType::Raw:
      if (m.rawCount < 1 || m.rawCount > kMaxRawValues || m.sensor >= kMaxSensors) return 0;
      w.key("t"), w.hex8(m.t);
      w.key("i"), w.dec(m.sensor);
      w.key("v");
      for (uint8_t k = 0; k < m.rawCount; k++) {
        if (k) w.ch(',');
        w.dec(m.raw[k]);
      }
      break;
    case MessageType::HelloRequest:
    case MessageType::SnapshotRequest:
    case MessageType::Ping:
      break;
    case MessageType::Leds:
      if (!isLedString(m.leds.p, m.leds.n)) return 0;
      w.key("l"), w.raw(m.leds.p, m.leds.n);
      break;
    case MessageType::Config:
      if (m.settingsPresent == 0 || !settingsInRange(m)) return 0;
      settingFields(w, m);
      break;
    case MessageType::Diagnostics:
      w.key("on"), w.ch(m.flag ? '1' : '0');
      break;
  }
  return w.finish();
}

}  // namespace parlour
