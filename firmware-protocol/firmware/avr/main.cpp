// The reference firmware on an Arduino Mega 2560 (ATmega2560, 16 MHz). Which sensors, LEDs and buttons
// it drives, and on which pins, comes from the board file named at build time (PARLOUR_BOARD_FILE, one
// of boards/*.h); everything protocol is in core/.
//
// The main loop hands received bytes to the core, lets it scan when due, and sleeps (idle mode) until the
// next interrupt: the 1 ms timer, a received byte or the transmitter.
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>
#include <util/atomic.h>

#include "../core/firmware.h"
#include "../hw/buttons.h"
#include "avr_pins.h"
#include "board_id.h"
#include "uart.h"
#include PARLOUR_BOARD_FILE

#if defined(PARLOUR_SENSORS_REED_MATRIX)
#include "../hw/reed_matrix.h"
#elif defined(PARLOUR_SENSORS_HALL_MUX)
#include "../hw/hall_mux.h"
#else
#error "the board file names no sensor front end"
#endif
#if defined(PARLOUR_LEDS_WS2812)
#include "ws2812_avr.h"
#elif defined(PARLOUR_LEDS_MAX7219)
#include "../hw/max7219.h"
#endif

#ifndef PARLOUR_BOARD_ID
#define PARLOUR_BOARD_ID ""
#endif
#ifndef PARLOUR_FIRMWARE_VERSION
#define PARLOUR_FIRMWARE_VERSION "1.0.0"
#endif

// No C++ runtime here: a pure virtual call can only be a bug; stop (the watchdog resets the board).
extern "C" void __cxa_pure_virtual() {
  for (;;) {
  }
}

namespace {

using namespace parlour;

volatile uint32_t millisNow;

ISR(TIMER0_COMPA_vect) { millisNow = millisNow + 1; }

uint32_t millis() {
  uint32_t m;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { m = millisNow; }
  return m;
}

AvrPins pins;

#if defined(PARLOUR_SENSORS_REED_MATRIX)
const ReedMatrixWiring kMatrix{board::kRowPins, sizeof board::kRowPins, board::kColPins, sizeof board::kColPins, board::kSensorAt, board::kSettleMicros};
ReedMatrix sensors(pins, kMatrix);
#else
const HallMuxWiring kHall{board::kSelectPins, sizeof board::kSelectPins, board::kAdcChannels, sizeof board::kAdcChannels, board::kSensorAt, board::kNorthHigh, board::kThresholds,
                          board::kSettleMicros};
HallMux<board::kSensors> sensors(pins, pins, kHall);
#endif

const ButtonWiring kButtons{board::kButtonPins, sizeof board::kButtonPins};
PinButtons buttons(pins, kButtons);

#if defined(PARLOUR_LEDS_WS2812)
AvrWs2812 ledBus(board::kWs2812Pin);
const Ws2812Config kWs{board::kChainOrder, board::kBrightness};
Ws2812Leds leds(ledBus, kWs);
LedOutput* const ledOutput = &leds;
#elif defined(PARLOUR_LEDS_MAX7219)
const Max7219Wiring kMax{board::kMaxDin, board::kMaxClk, board::kMaxLoad, board::kMaxChips, board::kMaxIntensity};
Max7219Leds leds(pins, kMax);
LedOutput* const ledOutput = &leds;
#else
LedOutput* const ledOutput = nullptr;
#endif

FirmwareMemory<board::kSensors, board::kLeds> memory;
BoardInfo info{board::kModel, "", PARLOUR_FIRMWARE_VERSION, board::kSensors, board::kKind, board::kLeds, board::kColours, board::kButtons, true, kDefaultSettings};
Firmware fw(info, memory, sensors, &buttons, ledOutput, uart);

}  // namespace

// A watchdog reset leaves the watchdog running: switch it off before anything else.
extern "C" void disableWatchdogAtBoot() __attribute__((naked, used, section(".init3")));
extern "C" void disableWatchdogAtBoot() {
  MCUSR = 0;
  wdt_disable();
}

int main() {
  // 1 ms tick: timer 0 in CTC mode, 16 MHz / 64 / 250.
  TCCR0A = _BV(WGM01);
  TCCR0B = _BV(CS01) | _BV(CS00);
  OCR0A = 249;
  TIMSK0 = _BV(OCIE0A);
  info.id = boardId(PARLOUR_BOARD_ID);
  pins.beginAdc();
  sensors.begin();
  buttons.begin();
#if defined(PARLOUR_LEDS_WS2812)
  ledBus.begin();
#elif defined(PARLOUR_LEDS_MAX7219)
  leds.begin();
#endif
  uart.begin();
  sei();
  wdt_enable(WDTO_2S);
  fw.boot(millis());
  set_sleep_mode(SLEEP_MODE_IDLE);
  for (;;) {
    wdt_reset();
    while (uart.available()) fw.receive(uart.read(), millis());
    fw.poll(millis());
    cli();
    if (!uart.available()) {
      sleep_enable();
      sei();
      sleep_cpu();
      sleep_disable();
    }
    sei();
  }
}
