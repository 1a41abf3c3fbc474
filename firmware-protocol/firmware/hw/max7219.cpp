// See max7219.h. Register numbers from the MAX7219 data sheet.
#include "max7219.h"

#include "../core/wire.h"

namespace parlour {

namespace {
constexpr uint8_t kDecodeMode = 0x09, kIntensity = 0x0A, kScanLimit = 0x0B, kShutdown = 0x0C, kDisplayTest = 0x0F;
}

void Max7219Leds::begin() {
  pins_.mode(w_.din, PinMode::Output);
  pins_.mode(w_.clk, PinMode::Output);
  pins_.mode(w_.load, PinMode::Output);
  pins_.write(w_.load, true);
  writeAll(kDisplayTest, 0, nullptr);
  writeAll(kDecodeMode, 0, nullptr);
  writeAll(kScanLimit, 7, nullptr);
  writeAll(kIntensity, w_.intensity & 0x0F, nullptr);
  writeAll(kShutdown, 1, nullptr);
}

void Max7219Leds::shift(uint8_t byte) {
  for (uint8_t b = 0; b < 8; b++) {
    pins_.write(w_.din, (byte & 0x80) != 0);
    pins_.write(w_.clk, true);
    pins_.write(w_.clk, false);
    byte = static_cast<uint8_t>(byte << 1);
  }
}

void Max7219Leds::writeAll(uint8_t reg, uint8_t value, const uint8_t* rows) {
  pins_.write(w_.load, false);
  // The first 16 bits shifted in end up in the chip farthest from the MCU.
  for (uint8_t k = w_.chips; k-- > 0;) {
    shift(reg);
    shift(rows != nullptr ? rows[k] : value);
  }
  pins_.write(w_.load, true);
}

void Max7219Leds::show(const char* frame, uint16_t count, bool blinkOn) {
  uint8_t rows[8];
  for (uint8_t digit = 0; digit < 8; digit++) {
    for (uint8_t k = 0; k < w_.chips && k < 8; k++) {
      uint8_t bits = 0;
      for (uint8_t bit = 0; bit < 8; bit++) {
        const uint16_t i = static_cast<uint16_t>(k * 64 + digit * 8 + bit);
        if (i >= count) continue;
        const char c = frame[i];
        if (c != kEmpty && (!isLower(c) || blinkOn)) bits = static_cast<uint8_t>(bits | (1 << bit));
      }
      rows[k] = bits;
    }
    writeAll(static_cast<uint8_t>(digit + 1), 0, rows);
  }
}

}  // namespace parlour
