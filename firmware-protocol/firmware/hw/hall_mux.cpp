// See hall_mux.h.
#include "hall_mux.h"

#include "../core/wire.h"

namespace parlour {

char classifyHall(uint16_t counts, char previous, const HallThresholds& t, bool northHigh) {
  // Mirror the reading so that "north raises it" holds, whichever way the sensor is mounted.
  const uint16_t v = northHigh ? counts : static_cast<uint16_t>(counts > 1023 ? 0 : 1023 - counts);
  if (previous == kNorth && v >= t.northOff) return kNorth;
  if (previous == kSouth && v <= t.southOff) return kSouth;
  if (v >= t.northOn) return kNorth;
  if (v <= t.southOn) return kSouth;
  return kEmpty;
}

}  // namespace parlour
