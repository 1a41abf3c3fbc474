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

Ws2812Leds::Ws2812Leds(Ws2812Bus& bus, const Ws2812Config& config) : bus_(bus), c_(config) {
  for (uint8_t k = 0; k < 5; k++) palette_[k] = ws2812Colour(kColourLetters[k], true, config.brightness);
}

void Ws2812Leds::show(const char* frame, uint16_t count, bool blinkOn) {
  const Rgb dark{0, 0, 0};
  for (uint16_t k = 0; k < count; k++) {
    const uint16_t i = c_.chainOrder != nullptr ? c_.chainOrder[k] : k;
    const char c = i < count ? frame[i] : kEmpty;
    const int colour = c == kEmpty || (isLower(c) && !blinkOn) ? -1 : colourIndex(c);
    bus_.pixel(colour < 0 ? dark : palette_[colour]);
  }
  bus_.latch();
}

}  // namespace parlour
