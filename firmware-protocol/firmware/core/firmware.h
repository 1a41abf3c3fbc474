// The board side of protocol v1 (PROTOCOL.md §3-§6, §12 "Firmware"): the reference firmware's core.
//
// It scans the sensors through a SensorFrontEnd every `scan` ms, debounces each sensor (a new state is
// reported once it has read the same for `deb` ms), sends one EV per changed sensor and then one SNAP,
// a SNAP heartbeat whenever `hb` ms passed without one, BTN on each debounced press, RAW every 100 ms in
// diagnostics mode, ERR STUCK for a chattering sensor; it answers HELLO? SNAP? LED CFG DIAG PING, keeps
// the LED state (blinking in phase at 2 Hz), and reports bad host lines (ERR HOSTCRC / HOSTLINE, NAK).
//
// Time enters only as arguments (`now`: ms of a free-running clock, wrapping at 2^32); bytes leave only
// through SerialOut. All memory is fixed at construction (FirmwareMemory); nothing is allocated later.
#ifndef PARLOUR_FIRMWARE_H
#define PARLOUR_FIRMWARE_H

#include "codec.h"
#include "ports.h"

namespace parlour {

/// What a board is (its HELLO, §3.1), from its board file.
struct BoardInfo {
  const char* model;     ///< token, e.g. `parlour-9x9`
  const char* id;        ///< unique board id, a token
  const char* firmware;  ///< firmware version, a token
  uint16_t sensorCount;  ///< 1..256
  SensorKind kind;
  uint16_t ledCount;     ///< 0..256; LED i sits at sensor i
  const char* colours;   ///< colour letters it can show, e.g. `RGBYW` or `W` ("" when ledCount is 0)
  const char* buttons;   ///< comma-separated button names, e.g. `done,spin` ("" for none)
  bool diagnostics;      ///< whether DIAG/RAW is offered
  Settings boot;         ///< settings at boot (kDefaultSettings)
};

/// Least time a button must read the same before a press counts, ms (independent of `deb`, which the
/// host may set to 0 for its sensors).
constexpr uint16_t kButtonDebounceMs = 20;
/// RAW period in diagnostics mode, ms (§3.7 "about every 100 ms").
constexpr uint16_t kRawPeriodMs = 100;
/// Blink half-period, ms (§5.3 "about 2 Hz, half on").
constexpr uint16_t kBlinkHalfMs = 250;
/// LEDs are re-sent this often even when nothing changed (a WS2812 chain recovers from a glitch), ms.
constexpr uint16_t kLedRefreshMs = 1000;
/// Chatter detection (§3.6 STUCK): more than kStuckChanges debounced changes within kStuckWindowMs,
/// reported at most once per kStuckRepeatMs per sensor.
constexpr uint8_t kStuckChanges = 12;
constexpr uint16_t kStuckWindowMs = 2000;
constexpr uint16_t kStuckRepeatMs = 10000;

/// Per-sensor debounce state.
struct SensorSlot {
  char read;        ///< state read in the last scan
  char reported;    ///< debounced state (what SNAP says)
  uint16_t since;   ///< clock (low 16 bits) when `read` began
};

/// Per-sensor chatter history: the times of the last kStuckChanges debounced changes (low 16 bits of
/// the clock; exact, because a history whose newest entry is over kStuckWindowMs old is cleared every
/// second, so no entry is ever more than 65 s old).
struct ChatterSlot {
  uint16_t times[kStuckChanges];
  uint8_t head;   ///< index of the oldest entry
  uint8_t count;  ///< entries held
  uint16_t reportedAt;
  uint8_t flags;  ///< kReported: reportedAt is valid; kPending: an ERR STUCK is due after this scan's SNAP
};

/// The fixed memory of a board with `Sensors` sensors and `Leds` LEDs (a static object in a board build).
template <uint16_t Sensors, uint16_t Leds>
struct FirmwareMemory {
  char scan[Sensors];
  SensorSlot sensors[Sensors];
  ChatterSlot chatter[Sensors];
  char leds[Leds > 0 ? Leds : 1];
};

/// The firmware. Construct, boot(now), then call poll(now) often (every ms or so) and receive() for each
/// byte from the host, with a non-decreasing `now`.
class Firmware {
 public:
  template <uint16_t S, uint16_t L>
  Firmware(const BoardInfo& info, FirmwareMemory<S, L>& mem, SensorFrontEnd& sensors, ButtonInput* buttons, LedOutput* leds, SerialOut& out)
      : Firmware(info, mem.scan, mem.sensors, mem.chatter, S, mem.leds, L, sensors, buttons, leds, out) {
    static_assert(S >= 1 && S <= kMaxSensors && L <= kMaxSensors, "1..256 sensors, 0..256 LEDs");
  }

  /// Power-on or reset: SEQ 0, clock 0, boot settings, LEDs off, diagnostics off, the debounced state set
  /// to what the sensors read now; sends HELLO, then SNAP (§12 "At boot").
  void boot(uint32_t now);
  /// Runs the scan when it is due (and everything that follows a scan), and the LED blinking.
  void poll(uint32_t now);
  /// One byte from the host. A line ends at `\n`; a line longer than the receive buffer is dropped whole.
  void receive(uint8_t byte, uint32_t now);
  /// Whether the scan is due at `now` (a platform may sleep until then).
  bool scanDue(uint32_t now) const { return static_cast<int32_t>(now - nextScan_) >= 0; }

  // For tests and the board's own status display.
  const Settings& settings() const { return settings_; }
  bool diagnostics() const { return diag_; }
  const char* leds() const { return leds_; }
  char reported(uint16_t i) const { return slots_[i].reported; }
  uint16_t nextSeq() const { return seq_; }

 private:
  Firmware(const BoardInfo& info, char* scan, SensorSlot* slots, ChatterSlot* chatter, uint16_t sensorCap, char* leds, uint16_t ledCap, SensorFrontEnd& sensors, ButtonInput* buttons,
           LedOutput* ledOut, SerialOut& out);

  uint32_t clock(uint32_t now) const { return now - bootAt_; }
  void scan(uint32_t now);
  void watchChatter(uint16_t i, uint16_t at);
  void sweepChatter(uint16_t at);
  void readButtons(uint32_t now);
  void handleLine(uint32_t now);
  void execute(const Message& m, uint32_t now);
  void showLeds(uint32_t now);

  void sendHello();
  void sendSnap(uint32_t now);
  void sendRaw(uint32_t now);
  void sendError(const char* code, bool hasSensor, uint16_t sensor, uint32_t now);
  void answer(const Message& command, const char* reason);
  void answer(uint16_t id, Text word, const char* reason);
  /// Stamps the next SEQ on `m` and queues it, or drops it (the SEQ is used all the same, so the host
  /// sees the gap) and owes an ERR OVERFLOW.
  void emit(Message& m);

  const BoardInfo& info_;
  char* scan_;
  SensorSlot* slots_;
  ChatterSlot* chatter_;
  char* leds_;
  SensorFrontEnd& sensors_;
  ButtonInput* buttons_;
  LedOutput* ledOut_;
  SerialOut& out_;

  uint16_t sensorCount_;
  uint16_t ledCount_;
  Settings settings_;
  uint16_t seq_ = 0;
  uint32_t now_ = 0;  ///< the latest `now` given (stamps ERR OVERFLOW)
  uint32_t bootAt_ = 0;
  uint32_t nextScan_ = 0;
  uint32_t lastSnap_ = 0;
  uint32_t lastRaw_ = 0;
  uint32_t lastSweep_ = 0;
  uint32_t lastLedShow_ = 0;
  bool diag_ = false;
  bool overflow_ = false;
  bool blinkOn_ = true;
  bool anyBlink_ = false;
  bool booted_ = false;

  uint8_t buttonCount_ = 0;
  uint8_t buttonRead_ = 0;
  uint8_t buttonStable_ = 0;
  uint16_t buttonSince_[8] = {};

  char rx_[kRxBuffer];
  uint16_t rxLen_ = 0;
  bool rxTooLong_ = false;
  char tx_[kMaxLine + 8];
  LineWriter writer_;
  uint16_t rawScratch_[kMaxRawValues];
};

}  // namespace parlour

#endif
