// See wire.h.
#include "wire.h"

namespace parlour {

uint16_t crc16Update(uint16_t crc, const char* s, size_t n) {
  while (n--) {
    crc ^= static_cast<uint16_t>(static_cast<uint8_t>(*s++)) << 8;
    for (uint8_t b = 0; b < 8; b++) crc = (crc & 0x8000) ? static_cast<uint16_t>((crc << 1) ^ 0x1021) : static_cast<uint16_t>(crc << 1);
  }
  return crc;
}

uint16_t crc16(const char* s, size_t n) { return crc16Update(0xFFFF, s, n); }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

bool isTokenChar(char c) { return isUpper(c) || isLower(c) || isDigit(c) || c == '.' || c == '_' || c == '-'; }
bool isButtonChar(char c) { return isLower(c) || isDigit(c) || c == '_' || c == '-'; }
bool isCodeChar(char c) { return isUpper(c) || isDigit(c) || c == '_'; }

bool isWord(const char* s, size_t n) {
  if (n > 0 && s[n - 1] == '?') n--;
  if (n < 1 || n > 16) return false;
  for (size_t i = 0; i < n; i++)
    if (!isUpper(s[i])) return false;
  return true;
}

static bool allOf(const char* s, size_t n, size_t max, bool (*ok)(char)) {
  if (n < 1 || n > max) return false;
  for (size_t i = 0; i < n; i++)
    if (!ok(s[i])) return false;
  return true;
}

bool isToken(const char* s, size_t n) { return allOf(s, n, kMaxToken, isTokenChar); }
bool isButtonName(const char* s, size_t n) { return allOf(s, n, kMaxButtonName, isButtonChar) && (isLower(s[0]) || isDigit(s[0])); }
bool isCode(const char* s, size_t n) { return allOf(s, n, kMaxCode, isCodeChar); }

int colourIndex(char c) {
  if (isLower(c)) c = static_cast<char>(c - 'a' + 'A');
  for (int i = 0; i < 5; i++)
    if (kColourLetters[i] == c) return i;
  return -1;
}

static const char kHex[] = "0123456789ABCDEF";

char* putHex4(char* out, uint16_t v) {
  for (int i = 3; i >= 0; i--) {
    out[i] = kHex[v & 0xF];
    v = static_cast<uint16_t>(v >> 4);
  }
  return out + 4;
}

char* putHex8(char* out, uint32_t v) {
  for (int i = 7; i >= 0; i--) {
    out[i] = kHex[v & 0xF];
    v >>= 4;
  }
  return out + 8;
}

char* putDec(char* out, uint32_t v) {
  char tmp[10];
  uint8_t n = 0;
  do {
    tmp[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n) *out++ = tmp[--n];
  return out;
}

}  // namespace parlour
