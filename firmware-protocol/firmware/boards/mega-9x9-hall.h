// Board file: a 9x9 Not Made in Germany board with polarity-sensing hall sensors on an Arduino Mega
// 2560. 74 linear hall sensors (e.g. SS49E, DRV5053) read through five 74HC4067 multiplexers, 74 WS2812
// LEDs, buttons done and spin. England's men carry their magnets north up, Germany's south up, so the
// board tells the two sides apart. Sensor numbers follow the profile `not-made-in-germany`; sensor k
// is channel k % 16 of multiplexer k / 16. Wiring tables: docs/firmware.md.
#ifndef PARLOUR_BOARD_FILE_H
#define PARLOUR_BOARD_FILE_H

#include <stdint.h>

#include "../core/wire.h"
#include "../hw/hall_mux.h"

#define PARLOUR_SENSORS_HALL_MUX 1
#define PARLOUR_LEDS_WS2812 1

namespace board {

constexpr const char* kModel = "parlour-9x9";
constexpr uint16_t kSensors = 74;
constexpr parlour::SensorKind kKind = parlour::SensorKind::Hall;
constexpr uint16_t kLeds = 74;
constexpr const char* kColours = "RGBYW";
constexpr const char* kButtons = "done,spin";

/// S0..S3 of every 74HC4067 (shared); each multiplexer's SIG pin to A0..A4.
static const uint8_t kSelectPins[4] = {22, 23, 24, 25};
static const uint8_t kAdcChannels[5] = {0, 1, 2, 3, 4};
static const uint8_t kSettleMicros = 2;
constexpr uint8_t NO = 0xFF;
/// Sensor number at (multiplexer, channel).
static const uint8_t kSensorAt[5 * 16] = {
     0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, NO, NO, NO, NO, NO, NO,
};
/// A north pole facing up (towards the sensor's face) raises the output above half the supply.
constexpr bool kNorthHigh = true;
static const parlour::HallThresholds kThresholds = parlour::kDefaultHallThresholds;

static const uint8_t kButtonPins[2] = {2, 3};

constexpr uint8_t kWs2812Pin = 6;
static const uint8_t* const kChainOrder = nullptr;
constexpr uint8_t kBrightness = 64;

}  // namespace board

#endif
