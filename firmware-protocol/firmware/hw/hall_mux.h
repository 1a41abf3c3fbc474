// Hall-sensor front end: linear (ratiometric) hall sensors read through analogue multiplexers
// (74HC4067, 16 channels, or CD74HC4051, 8) into the ADC, with polarity (PROTOCOL.md §4, §12).
//
// All multiplexers share their select lines S0.. ; each one's common output goes to its own ADC pin.
// The sensors stay powered (they need 0.2-0.3 ms to power up); only their outputs are switched. A linear
// sensor reads about half the supply (512 of 1023) with no magnet, more for one pole and less for the
// other. Two thresholds with hysteresis on each side turn the reading into `.`, `N` or `S`.
#ifndef PARLOUR_HALL_MUX_H
#define PARLOUR_HALL_MUX_H

#include "../core/ports.h"
#include "pins.h"
#include "reed_matrix.h"

namespace parlour {

/// Thresholds in ADC counts, as if a north pole facing up raises the reading (see `northHigh`).
/// North is entered at >= northOn and kept while >= northOff; south entered at <= southOn and kept while
/// <= southOff. northOff < northOn and southOff > southOn give the hysteresis.
struct HallThresholds {
  uint16_t northOn, northOff, southOn, southOff;
};
/// Around a no-field level of 512 (eChess uses about 475/560 of 1023 for one pole).
constexpr HallThresholds kDefaultHallThresholds{560, 540, 464, 484};

/// The state of a sensor reading `counts` (0..1023), given its state in the previous scan.
/// `northHigh`: whether a north pole facing up raises the reading (false: it lowers it; the sensor is
/// mounted the other way up or is of the opposite type).
char classifyHall(uint16_t counts, char previous, const HallThresholds& t, bool northHigh);

/// How the multiplexers are wired (from the board file).
struct HallMuxWiring {
  const uint8_t* selectPins;   ///< S0 first (S0..S3 for a 74HC4067)
  uint8_t selectBits;          ///< 4 for 16 channels, 3 for 8
  const uint8_t* adcChannels;  ///< the ADC channel of each multiplexer's common pin
  uint8_t muxes;
  const uint8_t* sensorAt;     ///< muxes << selectBits entries: sensor at (mux, channel), or kNoSensor
  bool northHigh;
  HallThresholds thresholds;
  uint8_t settleMicros;        ///< wait after switching the select lines
};

/// The front end; `N` is the board's sensor count (raw readings are kept for diagnostics).
template <uint16_t N>
class HallMux : public SensorFrontEnd {
 public:
  HallMux(DigitalPins& pins, AnalogInput& adc, const HallMuxWiring& wiring) : pins_(pins), adc_(adc), w_(wiring), raw_{}, last_{} {}
  /// Sets the select lines to outputs.
  void begin() {
    for (uint8_t b = 0; b < w_.selectBits; b++) pins_.mode(w_.selectPins[b], PinMode::Output);
  }
  void scan(char* states, uint16_t count) override {
    const uint8_t channels = static_cast<uint8_t>(1 << w_.selectBits);
    for (uint8_t ch = 0; ch < channels; ch++) {
      for (uint8_t b = 0; b < w_.selectBits; b++) pins_.write(w_.selectPins[b], (ch >> b) & 1);
      pins_.delayMicros(w_.settleMicros);
      for (uint8_t m = 0; m < w_.muxes; m++) {
        const uint8_t s = w_.sensorAt[m * channels + ch];
        if (s == kNoSensor || s >= count || s >= N) continue;
        raw_[s] = adc_.sample(w_.adcChannels[m]);
        last_[s] = classifyHall(raw_[s], last_[s], w_.thresholds, w_.northHigh);
      }
    }
    for (uint16_t i = 0; i < count; i++) states[i] = i < N && last_[i] != 0 ? last_[i] : '.';
  }
  uint16_t raw(uint16_t i) const override { return i < N ? raw_[i] : 0; }

 private:
  DigitalPins& pins_;
  AnalogInput& adc_;
  const HallMuxWiring& w_;
  uint16_t raw_[N];
  char last_[N];
};

}  // namespace parlour

#endif
