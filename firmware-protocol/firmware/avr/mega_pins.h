// The Arduino Mega 2560's pin numbers (D0..D53, A0..A15 = 54..69) as ATmega2560 ports and bits, and the
// data-space addresses of each port's PIN, DDR and PORT registers (ATmega2560 data sheet, "Register
// Summary"). Plain data: used by the firmware (avr/avr_pins.cpp) and by the simulator harness (sim/).
#ifndef PARLOUR_MEGA_PINS_H
#define PARLOUR_MEGA_PINS_H

#include <stdint.h>

#ifdef __AVR__
#include <avr/pgmspace.h>
#define PARLOUR_IN_FLASH PROGMEM
#else
#define PARLOUR_IN_FLASH
#endif

namespace mega {

/// Ports in order A B C D E F G H J K L (there is no port I).
static const char kPortNames[11] PARLOUR_IN_FLASH = {'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L'};
/// Data-space address of PINx; DDRx is one above, PORTx two above.
static const uint16_t kPinRegister[11] PARLOUR_IN_FLASH = {0x20, 0x23, 0x26, 0x29, 0x2C, 0x2F, 0x32, 0x100, 0x103, 0x106, 0x109};

struct PortBit {
  uint8_t port;  ///< index into kPortNames
  uint8_t bit;
};

enum : uint8_t { A, B, C, D, E, F, G, H, J, K, L };

/// Arduino Mega pin -> port and bit (as the Arduino core's pins_arduino.h for the "mega" variant).
static const PortBit kPins[70] PARLOUR_IN_FLASH = {
    {E, 0}, {E, 1}, {E, 4}, {E, 5}, {G, 5}, {E, 3}, {H, 3}, {H, 4}, {H, 5}, {H, 6},  // D0-D9
    {B, 4}, {B, 5}, {B, 6}, {B, 7}, {J, 1}, {J, 0}, {H, 1}, {H, 0}, {D, 3}, {D, 2},  // D10-D19
    {D, 1}, {D, 0}, {A, 0}, {A, 1}, {A, 2}, {A, 3}, {A, 4}, {A, 5}, {A, 6}, {A, 7},  // D20-D29
    {C, 7}, {C, 6}, {C, 5}, {C, 4}, {C, 3}, {C, 2}, {C, 1}, {C, 0}, {D, 7}, {G, 2},  // D30-D39
    {G, 1}, {G, 0}, {L, 7}, {L, 6}, {L, 5}, {L, 4}, {L, 3}, {L, 2}, {L, 1}, {L, 0},  // D40-D49
    {B, 3}, {B, 2}, {B, 1}, {B, 0},                                                  // D50-D53
    {F, 0}, {F, 1}, {F, 2}, {F, 3}, {F, 4}, {F, 5}, {F, 6}, {F, 7},                  // A0-A7
    {K, 0}, {K, 1}, {K, 2}, {K, 3}, {K, 4}, {K, 5}, {K, 6}, {K, 7},                  // A8-A15
};
constexpr uint8_t kPinCount = 70;

/// Port and bit of Arduino pin `p` (port A bit 0 for a pin out of range).
inline PortBit pin(uint8_t p) {
  if (p >= kPinCount) p = 22;
#ifdef __AVR__
  return PortBit{pgm_read_byte(&kPins[p].port), pgm_read_byte(&kPins[p].bit)};
#else
  return kPins[p];
#endif
}

/// Data-space address of the PINx register of port index `port` (DDRx = +1, PORTx = +2).
inline uint16_t pinRegister(uint8_t port) {
#ifdef __AVR__
  return pgm_read_word(&kPinRegister[port]);
#else
  return kPinRegister[port];
#endif
}

/// The letter of port index `port`.
inline char portName(uint8_t port) {
#ifdef __AVR__
  return static_cast<char>(pgm_read_byte(&kPortNames[port]));
#else
  return kPortNames[port];
#endif
}
/// A0 as a pin number; analogue input n is pin kA0 + n and ADC channel n.
constexpr uint8_t kA0 = 54;

}  // namespace mega

#endif
