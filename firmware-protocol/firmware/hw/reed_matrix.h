// Reed-switch front end: a diode matrix, rows driven, columns read (PROTOCOL.md §12 "Sensors").
//
// Each switch sits at the crossing of a row and a column wire, in series with a small-signal diode
// (1N4148, cathode towards the row) so that three closed switches cannot fake a fourth (ghosting). To read
// row r the front end drives r low and leaves every other row floating (input, no pull-up); a column,
// held high by the MCU's pull-up, reads low where a closed switch in row r pulls it down.
#ifndef PARLOUR_REED_MATRIX_H
#define PARLOUR_REED_MATRIX_H

#include "../core/ports.h"
#include "pins.h"

namespace parlour {

/// No switch at this crossing.
constexpr uint8_t kNoSensor = 0xFF;

/// How a matrix is wired (from the board file).
struct ReedMatrixWiring {
  const uint8_t* rowPins;   ///< driven pins, row 0 first
  uint8_t rows;
  const uint8_t* colPins;   ///< read pins (pull-ups), column 0 first
  uint8_t cols;
  const uint8_t* sensorAt;  ///< rows*cols entries, row-major: the sensor number at each crossing, or kNoSensor
  uint8_t settleMicros;     ///< wait after driving a row before reading the columns
};

class ReedMatrix : public SensorFrontEnd {
 public:
  ReedMatrix(DigitalPins& pins, const ReedMatrixWiring& wiring) : pins_(pins), w_(wiring), closed_{} {}
  /// Sets every row floating and every column to input with pull-up.
  void begin();
  void scan(char* states, uint16_t count) override;
  /// 1 if the switch of sensor `i` was closed in the last scan, else 0.
  uint16_t raw(uint16_t i) const override { return (closed_[i >> 3] >> (i & 7)) & 1; }

 private:
  DigitalPins& pins_;
  const ReedMatrixWiring& w_;
  uint8_t closed_[32];
};

}  // namespace parlour

#endif
