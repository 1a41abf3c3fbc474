// USART0 (the Arduino Mega's USB serial) at 115200 baud 8N1 (PROTOCOL.md §2), interrupt-driven both
// ways: a 256-byte receive ring filled by the RX interrupt, a 1024-byte transmit ring drained by the
// data-register-empty interrupt. SerialOut never blocks: the core drops a line that does not fit.
#ifndef PARLOUR_UART_H
#define PARLOUR_UART_H

#include "../core/ports.h"

namespace parlour {

class AvrUart : public SerialOut {
 public:
  static constexpr uint16_t kTxSize = 1024;  // a power of two
  static constexpr uint16_t kRxSize = 256;
  void begin();
  /// Whether a received byte is waiting.
  bool available() const;
  /// The next received byte (call only when available()).
  uint8_t read();
  uint16_t room() const override;
  void write(const char* data, uint16_t n) override;
};

/// The UART object the interrupt handlers use.
extern AvrUart uart;

}  // namespace parlour

#endif
