// Buttons (done, spin, ...): each from a pin to GND, read with the MCU's pull-up (PROTOCOL.md §12).
// The core debounces them (kButtonDebounceMs) and sends BTN on the press.
#ifndef PARLOUR_BUTTONS_H
#define PARLOUR_BUTTONS_H

#include "../core/ports.h"
#include "pins.h"

namespace parlour {

struct ButtonWiring {
  const uint8_t* pins;  ///< in the order of the HELLO `btn` list
  uint8_t count;        ///< at most 8
};

class PinButtons : public ButtonInput {
 public:
  PinButtons(DigitalPins& pins, const ButtonWiring& wiring) : pins_(pins), w_(wiring) {}
  void begin() {
    for (uint8_t b = 0; b < w_.count; b++) pins_.mode(w_.pins[b], PinMode::InputPullup);
  }
  uint8_t held() override {
    uint8_t bits = 0;
    for (uint8_t b = 0; b < w_.count && b < 8; b++)
      if (!pins_.read(w_.pins[b])) bits = static_cast<uint8_t>(bits | (1 << b));
    return bits;
  }

 private:
  DigitalPins& pins_;
  const ButtonWiring& w_;
};

}  // namespace parlour

#endif
