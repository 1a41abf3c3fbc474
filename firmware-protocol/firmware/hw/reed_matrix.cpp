// See reed_matrix.h.
#include "reed_matrix.h"

#include <string.h>

#include "../core/wire.h"

namespace parlour {

void ReedMatrix::begin() {
  for (uint8_t r = 0; r < w_.rows; r++) pins_.mode(w_.rowPins[r], PinMode::Input);
  for (uint8_t c = 0; c < w_.cols; c++) pins_.mode(w_.colPins[c], PinMode::InputPullup);
}

void ReedMatrix::scan(char* states, uint16_t count) {
  memset(states, kEmpty, count);
  memset(closed_, 0, sizeof closed_);
  for (uint8_t r = 0; r < w_.rows; r++) {
    const uint8_t row = w_.rowPins[r];
    pins_.write(row, false);
    pins_.mode(row, PinMode::Output);
    pins_.delayMicros(w_.settleMicros);
    for (uint8_t c = 0; c < w_.cols; c++) {
      const uint8_t s = w_.sensorAt[r * w_.cols + c];
      if (s == kNoSensor || s >= count) continue;
      if (!pins_.read(w_.colPins[c])) {
        states[s] = kOccupied;
        closed_[s >> 3] = static_cast<uint8_t>(closed_[s >> 3] | (1 << (s & 7)));
      }
    }
    pins_.mode(row, PinMode::Input);
  }
}

}  // namespace parlour
