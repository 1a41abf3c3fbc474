// DigitalPins and AnalogInput on the ATmega2560 (Arduino Mega pin numbers, avr/mega_pins.h).
#ifndef PARLOUR_AVR_PINS_H
#define PARLOUR_AVR_PINS_H

#include "../hw/pins.h"

namespace parlour {

class AvrPins : public DigitalPins, public AnalogInput {
 public:
  /// Powers the ADC: AVcc reference, prescaler 32 (500 kHz, a conversion in 26 us; 8-bit accurate,
  /// plenty for two thresholds).
  void beginAdc();
  void mode(uint8_t pin, PinMode mode) override;
  void write(uint8_t pin, bool high) override;
  bool read(uint8_t pin) override;
  void delayMicros(uint16_t us) override;
  uint16_t sample(uint8_t channel) override;
};

}  // namespace parlour

#endif
