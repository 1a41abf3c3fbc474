// See ws2812.h.
#include "ws2812.h"

#include "../core/wire.h"

namespace parlour {

Rgb ws2812Colour(char c, bool blinkOn, uint8_t brightness) {
  if (c == kEmpty || (isLower(c) && !blinkOn)) return Rgb{0, 0, 0};
  Rgb full;
  switch (isLower(c) ? static_cast<char>(c - 'a' + 'A') : c) {
    case 'R': full = Rgb{255, 0, 0}; break;
    case 'G': full = Rgb{0, 255, 0}; break;
    case 'B': full = Rgb{0, 0, 255}; break;
    case 'Y': full = Rgb{255, 170, 0}; break;
    case 'W': full = Rgb{255, 255, 255}; break;
    default: return Rgb{0, 0, 0};
  }
  const auto scale = [brightness](uint8_t v) { return static_cast<uint8_t>((static_cast<uint16_t>(v) * brightness + 254) / 255); };
  return Rgb{scale(full.r), scale(full.g), scale(full.b)};
}

void Ws2812Leds::show(const char* frame, uint16_t count, bool blinkOn) {
  for (uint16_t k = 0; k < count; k++) {
    const uint16_t i = c_.chainOrder != nullptr ? c_.chainOrder[k] : k;
    bus_.pixel(ws2812Colour(i < count ? frame[i] : kEmpty, blinkOn, c_.brightness));
  }
  bus_.latch();
}

}  // namespace parlour
