// See ws2812_avr.h. Cycle counts are for the ATmega2560 (ST = 2 cycles, SBRS = 1 or 2, BRNE = 2 taken).
#if F_CPU != 16000000UL
#error "the WS2812 timing below is counted for 16 MHz"
#endif

#include "ws2812_avr.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/delay.h>

#include "avr_pins.h"
#include "mega_pins.h"

namespace parlour {

namespace {

/// Sends the 8 bits of `byte`, most significant first, on the port at `port` (hi/lo: the port value
/// with the data bit set/cleared). Caller holds interrupts off.
inline void sendByte(volatile uint8_t* port, uint8_t hi, uint8_t lo, uint8_t byte) {
  uint8_t n = 8;
  asm volatile(
      "1:            \n\t"
      "st   Z, %[hi] \n\t"  // 2  rise
      "nop           \n\t"  // 1
      "nop           \n\t"  // 1
      "nop           \n\t"  // 1
      "sbrs %[b], 7  \n\t"  // 1 (0 bit) / 2 (1 bit: skips the st)
      "st   Z, %[lo] \n\t"  // 2  0 bit falls: high for 6 cycles
      "lsl  %[b]     \n\t"  // 1
      "nop           \n\t"  // 1
      "nop           \n\t"  // 1
      "nop           \n\t"  // 1
      "nop           \n\t"  // 1
      "st   Z, %[lo] \n\t"  // 2  1 bit falls: high for 12 cycles
      "nop           \n\t"  // 1  low: 6 cycles after a 1 bit, 13 after a 0 bit
      "dec  %[n]     \n\t"  // 1
      "brne 1b       \n\t"  // 2
      : [b] "+r"(byte), [n] "+r"(n)
      : [hi] "r"(hi), [lo] "r"(lo), "z"(port)
      : "memory");
}

}  // namespace

AvrWs2812::AvrWs2812(uint8_t pin) : pin_(pin) {
  const mega::PortBit pb = mega::pin(pin);
  port_ = reinterpret_cast<volatile uint8_t*>(mega::pinRegister(pb.port) + 2);
  mask_ = static_cast<uint8_t>(1 << pb.bit);
}

void AvrWs2812::begin() {
  AvrPins pins;
  pins.write(pin_, false);
  pins.mode(pin_, PinMode::Output);
}

void AvrWs2812::pixel(Rgb c) {
  const uint8_t oldSreg = SREG;
  cli();
  const uint8_t v = *port_;
  const uint8_t hi = static_cast<uint8_t>(v | mask_), lo = static_cast<uint8_t>(v & ~mask_);
  // WS2812 order: green, red, blue
  sendByte(port_, hi, lo, c.g);
  sendByte(port_, hi, lo, c.r);
  sendByte(port_, hi, lo, c.b);
  SREG = oldSreg;
}

void AvrWs2812::latch() { _delay_us(80); }

}  // namespace parlour
