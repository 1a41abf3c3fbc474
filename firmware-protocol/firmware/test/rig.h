// A firmware on fake hardware, for the host tests: sensors and buttons set by the test, LEDs recorded,
// serial output captured as lines (each checked to decode), a clock advanced one millisecond at a time.
#ifndef PARLOUR_TEST_RIG_H
#define PARLOUR_TEST_RIG_H

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../core/firmware.h"
#include "vectors.h"

namespace doctest {
template <>
struct StringMaker<std::vector<std::string>> {
  static String convert(const std::vector<std::string>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); i++) s += (i ? ", \"" : "\"") + v[i] + "\"";
    return String((s + "]").c_str());
  }
};
}  // namespace doctest

namespace testing {

class FakeSensors : public parlour::SensorFrontEnd {
 public:
  explicit FakeSensors(uint16_t n) : states(n, '.'), rawValues(n, 0) {}
  void scan(char* out, uint16_t count) override {
    scans++;
    for (uint16_t i = 0; i < count; i++) out[i] = states[i];
  }
  uint16_t raw(uint16_t i) const override { return rawValues[i] != 0 ? rawValues[i] : (states[i] == '.' ? 0 : 1); }
  std::vector<char> states;
  std::vector<uint16_t> rawValues;
  int scans = 0;
};

class FakeButtons : public parlour::ButtonInput {
 public:
  uint8_t held() override { return bits; }
  uint8_t bits = 0;
};

class FakeLeds : public parlour::LedOutput {
 public:
  void show(const char* frame, uint16_t count, bool blinkOn) override {
    std::string f(frame, count);
    for (auto& c : f)
      if (c >= 'a' && c <= 'z') c = blinkOn ? static_cast<char>(c - 'a' + 'A') : '.';
    shown.push_back(f);
  }
  std::vector<std::string> shown;  ///< what was lit, blinking LEDs resolved (lit in upper case, or `.`)
};

class CaptureSerial : public parlour::SerialOut {
 public:
  uint16_t room() const override { return free; }
  void write(const char* data, uint16_t n) override {
    REQUIRE(n <= free);
    pending.append(data, n);
    for (size_t nl; (nl = pending.find('\n')) != std::string::npos;) {
      lines.push_back(pending.substr(0, nl));
      pending.erase(0, nl + 1);
    }
  }
  uint16_t free = 60000;
  std::vector<std::string> lines;
  std::string pending;
};

/// Builds a host line: body plus `*CRC`.
inline std::string withCrc(const std::string& body) {
  char hex[5] = {};
  parlour::putHex4(hex, parlour::crc16(body.data(), body.size()));
  return body + "*" + hex;
}

template <uint16_t N, uint16_t L>
struct Rig {
  explicit Rig(parlour::BoardInfo i) : info(i), sensors(N), fw(info, memory, sensors, &buttons, &leds, serial) {}
  parlour::BoardInfo info;
  parlour::FirmwareMemory<N, L> memory;
  FakeSensors sensors;
  FakeButtons buttons;
  FakeLeds leds;
  CaptureSerial serial;
  parlour::Firmware fw;
  uint32_t now = 0;

  void boot() { fw.boot(now); }
  /// Runs the clock forward `ms` milliseconds, polling every millisecond.
  void run(uint32_t ms) {
    for (uint32_t k = 0; k < ms; k++) {
      now++;
      fw.poll(now);
    }
  }
  void host(const std::string& bytes) {
    for (char c : bytes) fw.receive(static_cast<uint8_t>(c), now);
  }
  void command(const std::string& body) { host(withCrc(body) + "\n"); }
  void set(uint16_t i, char state) { sensors.states[i] = state; }
  /// Lines sent since the last call.
  std::vector<std::string> take() {
    std::vector<std::string> out(serial.lines.begin() + static_cast<long>(taken), serial.lines.end());
    taken = serial.lines.size();
    return out;
  }
  size_t taken = 0;
};

/// The word of a line (`SNAP`, `EV`...).
inline std::string wordOfLine(const std::string& line) { return line.substr(0, line.find(' ')); }

/// Decodes a board line (test failure if it does not decode).
inline parlour::Message decoded(const std::string& line) {
  parlour::Message m;
  CAPTURE(line);
  REQUIRE(parlour::decode(line.data(), static_cast<uint16_t>(line.size()), m) == parlour::DecodeError::None);
  return m;
}

}  // namespace testing

#endif
