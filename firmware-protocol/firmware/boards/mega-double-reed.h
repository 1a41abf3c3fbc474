// Board file: the double board (Morrice on one side, Archery on the other) on an Arduino Mega 2560.
// 47 reed switches in a 7x7 diode matrix, 47 WS2812 LEDs, buttons done and spin. Sensor numbers follow
// the bundled profile `morris-archery` (HELLO model `parlour-double`): sensor k sits at row k / 7,
// column k % 7 (0-23 the Morris points a1 d1 g1 b2 ... g7, 24-46 archery spaces 1-23). Wiring tables:
// docs/firmware.md.
#ifndef PARLOUR_BOARD_FILE_H
#define PARLOUR_BOARD_FILE_H

#include <stdint.h>

#include "../core/wire.h"

#define PARLOUR_SENSORS_REED_MATRIX 1
#define PARLOUR_LEDS_WS2812 1

namespace board {

constexpr const char* kModel = "parlour-double";
constexpr uint16_t kSensors = 47;
constexpr parlour::SensorKind kKind = parlour::SensorKind::Reed;
constexpr uint16_t kLeds = 47;
constexpr const char* kColours = "RGBYW";
constexpr const char* kButtons = "done,spin";

static const uint8_t kRowPins[7] = {22, 23, 24, 25, 26, 27, 28};
static const uint8_t kColPins[7] = {31, 32, 33, 34, 35, 36, 37};
static const uint8_t kSettleMicros = 5;
constexpr uint8_t NO = 0xFF;
static const uint8_t kSensorAt[7 * 7] = {
     0,  1,  2,  3,  4,  5,  6,
     7,  8,  9, 10, 11, 12, 13,
    14, 15, 16, 17, 18, 19, 20,
    21, 22, 23, 24, 25, 26, 27,
    28, 29, 30, 31, 32, 33, 34,
    35, 36, 37, 38, 39, 40, 41,
    42, 43, 44, 45, 46, NO, NO,
};

static const uint8_t kButtonPins[2] = {2, 3};

constexpr uint8_t kWs2812Pin = 6;
static const uint8_t* const kChainOrder = nullptr;
constexpr uint8_t kBrightness = 64;

}  // namespace board

#endif
