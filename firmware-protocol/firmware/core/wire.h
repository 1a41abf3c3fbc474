// Wire-level facts of protocol v1 (PROTOCOL.md §2, §4, §5.3, §5.4): limits, the CRC-16/CCITT-FALSE,
// the character classes of words, keys, tokens and codes, and number formatting into a fixed buffer.
//
// Portable C++17 (kept to the subset avr-gcc 5.4 compiles with -std=c++1z): no heap, no exceptions, no
// RTTI, no standard library beyond <stdint.h>/<stddef.h>. Everything here is pure.
#ifndef PARLOUR_WIRE_H
#define PARLOUR_WIRE_H

#include <stddef.h>
#include <stdint.h>

namespace parlour {

/// Longest line in bytes, not counting the `\n` or `\r\n` terminator (§2 "Lines").
constexpr uint16_t kMaxLine = 320;
/// Receive buffer: a 320-byte line plus its `\r` and a little slack (§12 "Read host lines into a 330-byte buffer").
constexpr uint16_t kRxBuffer = 330;
/// Most sensors and LEDs a board may have (§3.1 `n`, `leds`).
constexpr uint16_t kMaxSensors = 256;
/// Most values in one RAW line (§3.7).
constexpr uint8_t kMaxRawValues = 48;
/// Longest token (`model`, `id`, `fw`), button name and code (§3.1, §3.6).
constexpr uint8_t kMaxToken = 32;
constexpr uint8_t kMaxButtonName = 16;
constexpr uint8_t kMaxCode = 16;
/// Longest message word: 16 upper-case letters and an optional `?` (§2 "Shape").
constexpr uint8_t kMaxWord = 17;

/// Sensor states as they travel (§4).
constexpr char kEmpty = '.';
constexpr char kOccupied = 'X';
constexpr char kNorth = 'N';
constexpr char kSouth = 'S';

/// The two sensor kinds (§4).
enum class SensorKind : uint8_t { Reed, Hall };

/// Board settings, all in ms (§5.4).
struct Settings {
  uint16_t debounceMs;
  uint16_t scanMs;
  uint16_t heartbeatMs;
};
/// Boot settings of the reference firmware (§5.4 defaults).
constexpr Settings kDefaultSettings{30, 10, 1000};
/// Allowed ranges, inclusive (§5.4).
constexpr uint16_t kDebounceMax = 1000;
constexpr uint16_t kScanMin = 1, kScanMax = 20;
constexpr uint16_t kHeartbeatMin = 100, kHeartbeatMax = 1000;

/// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, not reflected, no final XOR; §2, Appendix A).
uint16_t crc16(const char* s, size_t n);
/// Continues a CRC over more bytes.
uint16_t crc16Update(uint16_t crc, const char* s, size_t n);

// Character classes.
inline bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool isLower(char c) { return c >= 'a' && c <= 'z'; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isPrintable(uint8_t c) { return c >= 0x20 && c <= 0x7E; }
/// Value of a hex digit of either case, or -1.
int hexValue(char c);
/// `A-Z a-z 0-9 . _ -` (§3.1 `model`).
bool isTokenChar(char c);
/// `a-z 0-9 _ -` (§3.1 `btn`).
bool isButtonChar(char c);
/// `A-Z 0-9 _` (§3.6 codes, §3.5 reasons).
bool isCodeChar(char c);

/// Whether `s[0..n)` is a message word: 1..16 upper-case letters, optionally ending in `?` (§2).
bool isWord(const char* s, size_t n);
/// A token: 1..32 of `A-Z a-z 0-9 . _ -`.
bool isToken(const char* s, size_t n);
/// A button name: 1..16 of `a-z 0-9 _ -`, starting with a letter or digit.
bool isButtonName(const char* s, size_t n);
/// An error code or NAK reason: 1..16 of `A-Z 0-9 _`.
bool isCode(const char* s, size_t n);

/// Index of an LED colour letter in `RGBYW` (either case), or -1 (§5.3).
int colourIndex(char c);
/// The colour letters in the order of §3.1.
constexpr char kColourLetters[] = "RGBYW";

/// Writes `v` as 4 upper-case hex digits at `out`; returns `out + 4`.
char* putHex4(char* out, uint16_t v);
/// Writes `v` as 8 upper-case hex digits at `out`; returns `out + 8`.
char* putHex8(char* out, uint32_t v);
/// Writes `v` in decimal without leading zeros; returns the end.
char* putDec(char* out, uint32_t v);

}  // namespace parlour

#endif
