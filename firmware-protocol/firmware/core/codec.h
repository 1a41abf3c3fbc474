// Encoder and decoder of protocol v1 lines, both directions (PROTOCOL.md §2-§6), written from the spec.
//
// A decoded Message holds views (Text) into the line it came from: it is valid while that buffer is.
// decode() never fails in any way other than returning a DecodeError: it checks in the order of §6
// (empty, too-long, bad-bytes, no-checksum, bad-checksum, malformed, unknown-type, bad-field).
// encode() writes the canonical form: SEQ/id as 4 upper-case hex digits, `t` as 8, numbers in decimal,
// fields in the order of the tables in §3 and §5, `*CRC` and `\n`.
//
// The firmware only encodes board messages and decodes host commands; the rest is here so that the host
// tests can run every vector of `firmware-protocol/vectors/` in both directions. The linker drops the
// unused half from the AVR build (-ffunction-sections, --gc-sections).
#ifndef PARLOUR_CODEC_H
#define PARLOUR_CODEC_H

#include "wire.h"

namespace parlour {

/// A view of bytes inside a line (not NUL-terminated).
struct Text {
  const char* p;
  uint16_t n;
  /// Whether the text equals the NUL-terminated `s`.
  bool is(const char* s) const;
};

/// Every message word of protocol v1 (§3, §5).
enum class MessageType : uint8_t {
  Hello,
  Snapshot,
  Change,
  Button,
  Ack,
  Nak,
  Error,
  Raw,
  HelloRequest,
  SnapshotRequest,
  Leds,
  Config,
  Diagnostics,
  Ping,
};
constexpr uint8_t kMessageTypes = 14;

/// The wire word of a message type (`HELLO`, `SNAP?`, ...).
const char* wordOf(MessageType t);
/// Whether a host sends this type (HELLO? SNAP? LED CFG DIAG PING).
bool isHostCommand(MessageType t);

/// Why a line did not decode (§6), in the order the checks run.
enum class DecodeError : uint8_t { None, Empty, TooLong, BadBytes, NoChecksum, BadChecksum, Malformed, UnknownType, BadField };
/// The §6 name of an error kind (`too-long`, ...); "ok" for None.
const char* decodeErrorName(DecodeError e);

/// Bits of Message::settingsPresent.
constexpr uint8_t kHasDebounce = 1, kHasScan = 2, kHasHeartbeat = 4;

/// One message. Which fields mean something depends on `type` (see the §3/§5 tables).
struct Message {
  MessageType type;
  uint16_t seq;  ///< SEQ: the board's line number, or the host command's id
  uint32_t t;    ///< board clock, ms (SNAP EV BTN ERR RAW)
  // HELLO
  uint16_t protoMajor, protoMinor;
  Text model, boardId, firmware;
  uint16_t sensorCount;
  SensorKind kind;
  uint16_t ledCount;
  Text colours;  ///< colour letters as listed (`RGBYW`); empty for `col=-`
  Text buttons;  ///< comma-separated names (`done,spin`); empty for `btn=-`
  Settings settings;
  uint8_t settingsPresent;  ///< kHas* bits (HELLO has all three; CFG at least one)
  bool flag;                ///< HELLO `diag`; DIAG `on`
  // SNAP, EV, ERR, RAW
  Text sensors;  ///< SNAP `s`
  uint16_t sensor;  ///< EV `i`, ERR `i`, RAW `i` (first sensor)
  bool hasSensor;   ///< ERR: whether `i` is present
  char state;       ///< EV `v`
  // BTN, ACK, NAK, ERR
  Text name;  ///< BTN `b`, ACK/NAK `cmd`, ERR `code`
  uint16_t id;  ///< ACK/NAK `id`
  Text reason;  ///< NAK `err`
  // RAW: decode fills `rawText` and `rawCount`; encode reads `raw[0..rawCount)`.
  Text rawText;
  const uint16_t* raw;
  uint8_t rawCount;
  // LED
  Text leds;  ///< `l`, one character per LED
};

/// Resets every field (so that a Message can be built up field by field).
void clear(Message& m);

/// What decode() could read of a line that failed after its header: the word and SEQ (for NAK).
struct DecodeInfo {
  Text word;
  bool hasSeq;
  uint16_t seq;
  Text field;  ///< bad-field: the field's key (or the start of the bad token)
};

/// Decodes one line of `n` bytes, with or without its `\n` / `\r\n`. On success fills `out`.
/// `info` (optional) receives the word, SEQ and bad field of a line that failed after its header.
DecodeError decode(const char* line, uint16_t n, Message& out, DecodeInfo* info = nullptr);

/// The `k`-th value of a decoded RAW line's `v` (0 <= k < rawCount).
uint16_t rawValueAt(const Message& m, uint8_t k);

/// Builds one line into a caller's buffer. Writes past the capacity are dropped and make finish() fail.
class LineWriter {
 public:
  LineWriter(char* buffer, uint16_t capacity) : buf_(buffer), cap_(capacity), len_(0), over_(false) {}
  void reset() { len_ = 0; over_ = false; }
  void raw(const char* s, uint16_t n);
  void str(const char* s);
  void ch(char c);
  /// Starts a line: `WORD SEQ`.
  void begin(const char* word, uint16_t seq);
  /// Writes ` key=`.
  void key(const char* k);
  void dec(uint32_t v);
  void hex4(uint16_t v);
  void hex8(uint32_t v);
  /// Appends `*CRC\n`; returns the whole length, or 0 when the body passed kMaxLine or the buffer.
  uint16_t finish();
  const char* data() const { return buf_; }
  uint16_t length() const { return len_; }

 private:
  char* buf_;
  uint16_t cap_;
  uint16_t len_;
  bool over_;
};

/// Encodes `m` as one line with its `\n` (canonical form). Returns the length, or 0 if `m` breaks its
/// own limits (a sensor string longer than 256, a token with a space, a line over 320 bytes...).
uint16_t encode(const Message& m, LineWriter& w);

}  // namespace parlour

#endif
