// The board id of HELLO (PROTOCOL.md §3.1: unique, never changes). The ATmega2560 has no serial number
// to burn it from, so: the id given at build time (make BOARD_ID=...), else the one kept in EEPROM,
// else a new random one (from ADC noise and timer jitter) written to EEPROM at first boot and kept.
#ifndef PARLOUR_BOARD_ID_H
#define PARLOUR_BOARD_ID_H

namespace parlour {

/// The id to announce; `built` is the build-time id ("" for none).
const char* boardId(const char* built);

}  // namespace parlour

#endif
