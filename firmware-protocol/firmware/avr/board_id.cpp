// See board_id.h. EEPROM layout: bytes 0..32, the id as a NUL-terminated token.
#include "board_id.h"

#include <avr/eeprom.h>
#include <avr/io.h>

#include "../core/wire.h"

namespace parlour {

namespace {
char id[kMaxToken + 1];
}

const char* boardId(const char* built) {
  if (built[0] != 0) return built;
  eeprom_read_block(id, reinterpret_cast<const void*>(0), sizeof id);
  uint8_t n = 0;
  while (n < kMaxToken && id[n] != 0 && isTokenChar(id[n])) n++;
  if (n > 0 && id[n] == 0) return id;
  // First boot: 32 bits from the lowest bit of a floating ADC input and the free-running timer 0.
  uint32_t seed = 0;
  ADMUX = _BV(REFS0) | 7;
  ADCSRA = _BV(ADEN) | _BV(ADPS2) | _BV(ADPS1) | _BV(ADPS0);
  for (uint8_t k = 0; k < 64; k++) {
    ADCSRA |= _BV(ADSC);
    while (ADCSRA & _BV(ADSC)) {
    }
    seed = (seed << 1 | (seed >> 31)) ^ ADC ^ TCNT0;
  }
  id[0] = 'P';
  id[1] = '-';
  putHex8(id + 2, seed);
  id[10] = 0;
  eeprom_update_block(id, reinterpret_cast<void*>(0), 11);
  return id;
}

}  // namespace parlour
