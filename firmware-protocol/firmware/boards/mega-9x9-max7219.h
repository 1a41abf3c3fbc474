// Board file: the 9x9 reed board of mega-9x9-reed.h with single-colour LEDs on two chained MAX7219
// drivers instead of WS2812s (`col=W`: the host shows every colour as white, blinking still tells them
// apart). LED i is chip i / 64, digit (i % 64) / 8, segment bit i % 8 (hw/max7219.h).
#ifndef PARLOUR_BOARD_FILE_H
#define PARLOUR_BOARD_FILE_H

#include <stdint.h>

#include "../core/wire.h"
#include "nmig-9x9-matrix.h"

#define PARLOUR_SENSORS_REED_MATRIX 1
#define PARLOUR_LEDS_MAX7219 1

namespace board {

constexpr const char* kModel = "parlour-9x9";
constexpr uint16_t kSensors = 74;
constexpr parlour::SensorKind kKind = parlour::SensorKind::Reed;
constexpr uint16_t kLeds = 74;
constexpr const char* kColours = "W";
constexpr const char* kButtons = "done,spin";

/// MAX7219 DIN, CLK, LOAD (CS).
constexpr uint8_t kMaxDin = 51, kMaxClk = 52, kMaxLoad = 53;
constexpr uint8_t kMaxChips = 2;
constexpr uint8_t kMaxIntensity = 4;

}  // namespace board

#endif
