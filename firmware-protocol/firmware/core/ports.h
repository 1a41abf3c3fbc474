// What the protocol core needs from the hardware, as four small interfaces. The core knows no pins:
// a sensor front end (hw/reed_matrix.h, hw/hall_mux.h), a button reader (hw/buttons.h), an LED driver
// (hw/ws2812.h, hw/max7219.h) and a serial transmitter implement them; a board file (boards/) picks
// and wires them. Destructors are protected and not virtual: nothing is ever deleted (no heap).
#ifndef PARLOUR_PORTS_H
#define PARLOUR_PORTS_H

#include <stdint.h>

namespace parlour {

/// Reads every sensor of the board once (one full scan).
class SensorFrontEnd {
 public:
  /// Writes each sensor's state now into `states[0..count)`: `.` `X` (reed) or `.` `N` `S` (hall).
  virtual void scan(char* states, uint16_t count) = 0;
  /// The raw reading of sensor `i` in the last scan (ADC counts 0..1023, or 0/1 for a switch; §3.7).
  virtual uint16_t raw(uint16_t i) const = 0;

 protected:
  ~SensorFrontEnd() {}
};

/// Reads the buttons (done, spin, ...).
class ButtonInput {
 public:
  /// Bit b is set while button b (in the order of the HELLO `btn` list) is held down.
  virtual uint8_t held() = 0;

 protected:
  ~ButtonInput() {}
};

/// Drives the LEDs.
class LedOutput {
 public:
  /// Shows `frame[0..count)` (`.` off, `R`/`r` red steady/blinking, ... as in §5.3); blinking LEDs are lit
  /// when `blinkOn`, dark otherwise.
  virtual void show(const char* frame, uint16_t count, bool blinkOn) = 0;

 protected:
  ~LedOutput() {}
};

/// The board's serial output: a non-blocking transmit buffer.
class SerialOut {
 public:
  /// Free bytes in the transmit buffer now.
  virtual uint16_t room() const = 0;
  /// Queues `n` bytes; called only with n <= room().
  virtual void write(const char* data, uint16_t n) = 0;

 protected:
  ~SerialOut() {}
};

}  // namespace parlour

#endif
