// Board file: a 9x9 Not Made in Germany board on an Arduino Mega 2560. 74 reed switches in a 9x9 diode
// matrix (the seven ornamental squares of the middle row have none), 74 WS2812 LEDs, buttons done and
// spin. Sensor numbers follow the bundled profile `not-made-in-germany` (HELLO model `parlour-9x9`):
// rank by rank from a1, files a..i. Wiring tables: docs/firmware.md.
//
// A board file is plain data: which front end, which pins, which sensor sits where. To wire a board
// differently, copy this file, change the tables, and build with `make BOARD=your-file`.
#ifndef PARLOUR_BOARD_FILE_H
#define PARLOUR_BOARD_FILE_H

#include <stdint.h>

#include "../core/wire.h"
#include "nmig-9x9-matrix.h"

#define PARLOUR_SENSORS_REED_MATRIX 1
#define PARLOUR_LEDS_WS2812 1

namespace board {

constexpr const char* kModel = "parlour-9x9";
constexpr uint16_t kSensors = 74;
constexpr parlour::SensorKind kKind = parlour::SensorKind::Reed;
constexpr uint16_t kLeds = 74;
constexpr const char* kColours = "RGBYW";
constexpr const char* kButtons = "done,spin";

/// WS2812 data in; LED i is the i-th of the chain (one under each sensed square, in sensor order).
constexpr uint8_t kWs2812Pin = 6;
static const uint8_t* const kChainOrder = nullptr;
constexpr uint8_t kBrightness = 64;

}  // namespace board

#endif
