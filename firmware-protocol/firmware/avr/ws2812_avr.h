// The WS2812 bit timing on an ATmega at 16 MHz: 800 kbit/s, a 0 bit high for 6 cycles (0.375 us), a 1 bit
// high for 12 (0.75 us), 18-19 cycles (1.15 us) a bit. Interrupts are held off for one LED's 24 bits
// (30 us) at a time and let through between LEDs: the gap (a few us, far below the 50 us latch pause)
// keeps the serial receiver from losing bytes while a long chain is written.
#ifndef PARLOUR_WS2812_AVR_H
#define PARLOUR_WS2812_AVR_H

#include "../hw/ws2812.h"

namespace parlour {

class AvrWs2812 : public Ws2812Bus {
 public:
  /// `pin`: Arduino Mega pin number of the chain's data input.
  explicit AvrWs2812(uint8_t pin);
  void begin();
  void pixel(Rgb c) override;
  void latch() override;

 private:
  volatile uint8_t* port_;
  uint8_t pin_;
  uint8_t mask_;
};

}  // namespace parlour

#endif
