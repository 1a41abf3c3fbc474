// Single-colour LEDs through MAX7219 drivers (8x8 LEDs each, chained), bit-banged on three pins
// (PROTOCOL.md §12 "LEDs": a single-colour board reports `col=W`). Blinking is done by the firmware.
//
// LED i is driven by chip i / 64 (chip 0 nearest the MCU), digit register (i % 64) / 8 + 1, bit i % 8
// (bit 0 = segment G ... bit 7 = DP in the chip's no-decode mode): wire the LED matrix that way.
#ifndef PARLOUR_MAX7219_H
#define PARLOUR_MAX7219_H

#include "../core/ports.h"
#include "pins.h"

namespace parlour {

struct Max7219Wiring {
  uint8_t din, clk, load;
  uint8_t chips;      ///< 1..8 chained
  uint8_t intensity;  ///< 0..15
};

class Max7219Leds : public LedOutput {
 public:
  Max7219Leds(DigitalPins& pins, const Max7219Wiring& wiring) : pins_(pins), w_(wiring) {}
  /// Sets the pins and every chip's registers (no decode, scan all 8 digits, intensity, display on).
  void begin();
  void show(const char* frame, uint16_t count, bool blinkOn) override;

 private:
  /// Writes `reg`=`value` to every chip (or, with `rows`, digit register `reg` from each chip's row).
  void writeAll(uint8_t reg, uint8_t value, const uint8_t* rows);
  void shift(uint8_t byte);
  DigitalPins& pins_;
  const Max7219Wiring& w_;
};

}  // namespace parlour

#endif
