// WS2812-style addressable RGB LEDs on one data pin (PROTOCOL.md §12 "LEDs"): colours and blinking.
//
// The portable part turns the LED frame into one colour per LED and hands them, in chain order, to a
// Ws2812Bus; the platform's bus does the bit timing (avr/ws2812_avr.cpp: 800 kHz, interrupts held off
// for each LED's 24 bits only, so serial input is not lost during a long chain).
#ifndef PARLOUR_WS2812_H
#define PARLOUR_WS2812_H

#include "../core/ports.h"

namespace parlour {

/// One LED's colour, 0..255 per channel.
struct Rgb {
  uint8_t r, g, b;
};

/// The colour of a frame character (§5.3: `.` off, `R G B Y W` steady, lower case blinking) at
/// `brightness` (0..255), dark when it is a blinking one and `blinkOn` is false.
Rgb ws2812Colour(char c, bool blinkOn, uint8_t brightness);

class Ws2812Bus {
 public:
  /// Sends one LED's colour (the next LED of the chain).
  virtual void pixel(Rgb c) = 0;
  /// Ends the frame (the chain latches after a pause of more than 50 us).
  virtual void latch() = 0;

 protected:
  ~Ws2812Bus() {}
};

struct Ws2812Config {
  /// chainOrder[k] is the LED number of the k-th LED along the chain; nullptr when LED k is the k-th.
  const uint8_t* chainOrder;
  uint8_t brightness;
};

class Ws2812Leds : public LedOutput {
 public:
  /// Works out the five colours at the configured brightness once: between two LEDs of a frame there is
  /// no time for arithmetic (a pause of 50 us latches the chain).
  Ws2812Leds(Ws2812Bus& bus, const Ws2812Config& config);
  void show(const char* frame, uint16_t count, bool blinkOn) override;

 private:
  Ws2812Bus& bus_;
  const Ws2812Config& c_;
  Rgb palette_[5];
};

}  // namespace parlour

#endif
