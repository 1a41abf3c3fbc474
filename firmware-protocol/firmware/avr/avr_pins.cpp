// See avr_pins.h. Only the main loop touches GPIO registers (no interrupt handler does), so their
// read-modify-write needs no locking.
#include "avr_pins.h"

#include <avr/io.h>
#include <util/delay.h>

#include "mega_pins.h"

namespace parlour {

namespace {

inline volatile uint8_t& reg(uint16_t address) { return *reinterpret_cast<volatile uint8_t*>(address); }

struct Where {
  uint16_t pin;  ///< PINx address (DDRx = +1, PORTx = +2)
  uint8_t mask;
};

inline Where where(uint8_t p) {
  const mega::PortBit pb = mega::pin(p);
  return Where{mega::pinRegister(pb.port), static_cast<uint8_t>(1 << pb.bit)};
}

}  // namespace

void AvrPins::beginAdc() {
  ADMUX = _BV(REFS0);
  ADCSRA = _BV(ADEN) | _BV(ADPS2) | _BV(ADPS0);
}

void AvrPins::mode(uint8_t pin, PinMode m) {
  const Where w = where(pin);
  switch (m) {
    case PinMode::Input:
      reg(w.pin + 1) &= static_cast<uint8_t>(~w.mask);
      reg(w.pin + 2) &= static_cast<uint8_t>(~w.mask);
      break;
    case PinMode::InputPullup:
      reg(w.pin + 1) &= static_cast<uint8_t>(~w.mask);
      reg(w.pin + 2) |= w.mask;
      break;
    case PinMode::Output:
      reg(w.pin + 1) |= w.mask;
      break;
  }
}

void AvrPins::write(uint8_t pin, bool high) {
  const Where w = where(pin);
  if (high) reg(w.pin + 2) |= w.mask;
  else reg(w.pin + 2) &= static_cast<uint8_t>(~w.mask);
}

bool AvrPins::read(uint8_t pin) {
  const Where w = where(pin);
  return (reg(w.pin) & w.mask) != 0;
}

void AvrPins::delayMicros(uint16_t us) {
  while (us--) _delay_us(1);
}

uint16_t AvrPins::sample(uint8_t channel) {
  ADMUX = static_cast<uint8_t>(_BV(REFS0) | (channel & 7));
  if (channel & 8) ADCSRB |= _BV(MUX5);
  else ADCSRB &= static_cast<uint8_t>(~_BV(MUX5));
  ADCSRA |= _BV(ADSC);
  while (ADCSRA & _BV(ADSC)) {
  }
  return ADC;
}

}  // namespace parlour
