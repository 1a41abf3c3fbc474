// The pins a front end or LED driver uses, as interfaces a platform implements (avr/avr_pins.h for the
// ATmega2560, a fake in the host tests). Pin numbers are the platform's (Arduino numbering on the Mega:
// D22 is 22, A0 is 54); the drivers never see a port register.
#ifndef PARLOUR_PINS_H
#define PARLOUR_PINS_H

#include <stdint.h>

namespace parlour {

enum class PinMode : uint8_t {
  Input,        ///< high impedance
  InputPullup,  ///< input with the MCU's pull-up
  Output,       ///< driven (level set by write())
};

class DigitalPins {
 public:
  virtual void mode(uint8_t pin, PinMode mode) = 0;
  virtual void write(uint8_t pin, bool high) = 0;
  virtual bool read(uint8_t pin) = 0;
  /// Busy-waits about `us` microseconds (signal settling).
  virtual void delayMicros(uint16_t us) = 0;

 protected:
  ~DigitalPins() {}
};

class AnalogInput {
 public:
  /// One conversion of ADC channel `channel` (0..15 on the ATmega2560), 0..1023.
  virtual uint16_t sample(uint8_t channel) = 0;

 protected:
  ~AnalogInput() {}
};

}  // namespace parlour

#endif
