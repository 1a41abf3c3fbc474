// The 9x9 reed matrix of a Not Made in Germany board on an Arduino Mega 2560, shared by the board files
// that use it (mega-9x9-reed.h, mega-9x9-max7219.h): rows, columns, which sensor sits at which
// crossing, and the buttons. Sensor numbers follow the bundled profile `not-made-in-germany`.
#ifndef PARLOUR_NMIG_9X9_MATRIX_H
#define PARLOUR_NMIG_9X9_MATRIX_H

#include <stdint.h>

namespace board {

/// Row r is rank r+1 (driven); column c is file a+c (read).
static const uint8_t kRowPins[9] = {22, 23, 24, 25, 26, 27, 28, 29, 30};
static const uint8_t kColPins[9] = {31, 32, 33, 34, 35, 36, 37, 38, 39};
static const uint8_t kSettleMicros = 5;
constexpr uint8_t NO = 0xFF;  // no switch at this crossing
/// Sensor number at (rank row, file column).
static const uint8_t kSensorAt[9 * 9] = {
     0,  1,  2,  3,  4,  5,  6,  7,  8,  // rank 1: a1 .. i1 (Germany's home row)
     9, 10, 11, 12, 13, 14, 15, 16, 17,
    18, 19, 20, 21, 22, 23, 24, 25, 26,
    27, 28, 29, 30, 31, 32, 33, 34, 35,
    NO, NO, NO, 36, NO, 37, NO, NO, NO,  // rank 5: only the plain squares d5 and f5
    38, 39, 40, 41, 42, 43, 44, 45, 46,
    47, 48, 49, 50, 51, 52, 53, 54, 55,
    56, 57, 58, 59, 60, 61, 62, 63, 64,
    65, 66, 67, 68, 69, 70, 71, 72, 73,  // rank 9: England's home row
};

/// Buttons in the order of kButtons, each to GND.
static const uint8_t kButtonPins[2] = {2, 3};

}  // namespace board

#endif
