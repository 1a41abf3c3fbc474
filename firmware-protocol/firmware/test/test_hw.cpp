// The hardware layer on fake pins: the reed diode matrix, hall sensors through multiplexers with
// polarity and hysteresis, the WS2812 colours and chain order, the MAX7219 register stream, buttons.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "../hw/buttons.h"
#include "../hw/hall_mux.h"
#include "../hw/max7219.h"
#include "../hw/reed_matrix.h"
#include "../hw/ws2812.h"

using namespace parlour;

namespace {

/// Pins with a diode matrix behind them: a column reads low when its pull-up is on and a closed switch
/// joins it to a row driven low; a column without its pull-up floats (reads low here, to catch that).
class MatrixPins : public DigitalPins {
 public:
  void mode(uint8_t pin, PinMode m) override { modes[pin] = m; }
  void write(uint8_t pin, bool high) override {
    levels[pin] = high;
    writes.push_back({pin, high});
  }
  bool read(uint8_t pin) override {
    if (modes[pin] != PinMode::InputPullup) return false;
    for (const auto& sw : closed)
      if (sw.second == pin && modes[sw.first] == PinMode::Output && !levels[sw.first]) return false;
    return true;
  }
  void delayMicros(uint16_t) override {}
  std::map<uint8_t, PinMode> modes;
  std::map<uint8_t, bool> levels;
  std::set<std::pair<uint8_t, uint8_t>> closed;  ///< (row pin, column pin)
  std::vector<std::pair<uint8_t, bool>> writes;
};

const uint8_t kRows[3] = {22, 23, 24};
const uint8_t kCols[3] = {30, 31, 32};
// crossing (row, col) -> sensor; the middle crossing has no switch
const uint8_t kAt[9] = {0, 1, 2, 3, kNoSensor, 4, 5, 6, 7};
const ReedMatrixWiring kMatrix{kRows, 3, kCols, 3, kAt, 5};

}  // namespace

TEST_CASE("reed matrix: rows driven low one at a time, columns read with pull-ups, sensors numbered by the board file") {
  MatrixPins pins;
  ReedMatrix m(pins, kMatrix);
  m.begin();
  for (uint8_t r : kRows) CHECK(pins.modes[r] == PinMode::Input);
  for (uint8_t c : kCols) CHECK(pins.modes[c] == PinMode::InputPullup);
  pins.closed = {{22, 30}, {24, 31}, {23, 32}};
  char s[8];
  m.scan(s, 8);
  CHECK(std::string(s, 8) == "X...X.X.");
  CHECK(m.raw(0) == 1);
  CHECK(m.raw(1) == 0);
  CHECK(m.raw(7) == 0);
  CHECK(m.raw(6) == 1);
  // three closed switches at three corners of a rectangle: the diodes keep the fourth corner open
  pins.closed = {{22, 30}, {22, 31}, {23, 30}};
  m.scan(s, 8);
  CHECK(std::string(s, 8) == "XX.X....");
  // every row is back to floating after a scan
  for (uint8_t r : kRows) CHECK(pins.modes[r] == PinMode::Input);
}

TEST_CASE("hall classification: two thresholds with hysteresis on each side of the no-field level") {
  const HallThresholds t = kDefaultHallThresholds;
  CHECK(classifyHall(512, '.', t, true) == '.');
  CHECK(classifyHall(559, '.', t, true) == '.');
  CHECK(classifyHall(560, '.', t, true) == 'N');
  CHECK(classifyHall(545, 'N', t, true) == 'N');  // hysteresis: stays north
  CHECK(classifyHall(539, 'N', t, true) == '.');
  CHECK(classifyHall(464, '.', t, true) == 'S');
  CHECK(classifyHall(480, 'S', t, true) == 'S');
  CHECK(classifyHall(485, 'S', t, true) == '.');
  CHECK(classifyHall(900, 'S', t, true) == 'N');
  // a sensor mounted the other way: the same field reads as the other pole
  CHECK(classifyHall(900, '.', t, false) == 'S');
  CHECK(classifyHall(120, '.', t, false) == 'N');
}

namespace {

class MuxPins : public DigitalPins, public AnalogInput {
 public:
  void mode(uint8_t pin, PinMode m) override { modes[pin] = m; }
  void write(uint8_t pin, bool high) override { levels[pin] = high; }
  bool read(uint8_t) override { return false; }
  void delayMicros(uint16_t) override {}
  uint16_t sample(uint8_t channel) override {
    uint8_t address = 0;
    for (uint8_t b = 0; b < 4; b++) address = static_cast<uint8_t>(address | (levels[static_cast<uint8_t>(40 + b)] << b));
    auto it = field.find({channel, address});
    return it == field.end() ? 512 : it->second;
  }
  std::map<uint8_t, PinMode> modes;
  std::map<uint8_t, bool> levels;
  std::map<std::pair<uint8_t, uint8_t>, uint16_t> field;  ///< (ADC channel, mux address) -> counts
};

const uint8_t kSelect[4] = {40, 41, 42, 43};
const uint8_t kAdc[2] = {3, 5};
uint8_t kHallAt[32];

}  // namespace

TEST_CASE("hall multiplexers: select lines choose the channel, each multiplexer on its own ADC pin") {
  for (uint8_t i = 0; i < 32; i++) kHallAt[i] = i < 20 ? i : kNoSensor;
  const HallMuxWiring w{kSelect, 4, kAdc, 2, kHallAt, true, kDefaultHallThresholds, 2};
  MuxPins pins;
  HallMux<20> hall(pins, pins, w);
  hall.begin();
  for (uint8_t p : kSelect) CHECK(pins.modes[p] == PinMode::Output);
  pins.field[{3, 0}] = 800;   // sensor 0: north up
  pins.field[{3, 15}] = 210;  // sensor 15: south up
  pins.field[{5, 3}] = 700;   // sensor 19 (mux 1, channel 3): north up
  char s[20];
  hall.scan(s, 20);
  CHECK(std::string(s, 20) == "N..............S...N");
  CHECK(hall.raw(0) == 800);
  CHECK(hall.raw(15) == 210);
  CHECK(hall.raw(7) == 512);
  // the magnet lifted a little: still north (hysteresis), then gone
  pins.field[{3, 0}] = 545;
  hall.scan(s, 20);
  CHECK(s[0] == 'N');
  pins.field[{3, 0}] = 520;
  hall.scan(s, 20);
  CHECK(s[0] == '.');
}

namespace {

class RecordingBus : public Ws2812Bus {
 public:
  void pixel(Rgb c) override { frame.push_back(c); }
  void latch() override { frames.push_back(frame), frame.clear(); }
  std::vector<Rgb> frame;
  std::vector<std::vector<Rgb>> frames;
};

bool same(Rgb a, Rgb b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

}  // namespace

TEST_CASE("WS2812: one colour per LED along the chain, blinking LEDs dark in the off phase") {
  CHECK(same(ws2812Colour('R', true, 255), Rgb{255, 0, 0}));
  CHECK(same(ws2812Colour('g', true, 255), Rgb{0, 255, 0}));
  CHECK(same(ws2812Colour('g', false, 255), Rgb{0, 0, 0}));
  CHECK(same(ws2812Colour('.', true, 255), Rgb{0, 0, 0}));
  CHECK(same(ws2812Colour('W', true, 51), Rgb{51, 51, 51}));
  const Rgb y = ws2812Colour('Y', true, 255);
  CHECK((y.r > 0 && y.g > 0 && y.b == 0));
  RecordingBus bus;
  const uint8_t order[4] = {3, 2, 1, 0};  // a chain laid from the last cell back
  const Ws2812Config cfg{order, 255};
  Ws2812Leds leds(bus, cfg);
  leds.show("B..r", 4, true);
  REQUIRE(bus.frames.size() == 1);
  REQUIRE(bus.frames[0].size() == 4);
  CHECK(same(bus.frames[0][0], Rgb{255, 0, 0}));
  CHECK(same(bus.frames[0][3], Rgb{0, 0, 255}));
  leds.show("B..r", 4, false);
  CHECK(same(bus.frames[1][0], Rgb{0, 0, 0}));
}

namespace {

/// Records the 16-bit words a MAX7219 chain latches (DIN sampled on each CLK rising edge).
class SpiPins : public DigitalPins {
 public:
  void mode(uint8_t, PinMode) override {}
  void write(uint8_t pin, bool high) override {
    if (pin == 8) din = high;
    if (pin == 9 && high && !clk) bits.push_back(din);
    if (pin == 9) clk = high;
    if (pin == 10 && high && !load && !bits.empty()) {
      latched.push_back(bits);
      bits.clear();
    }
    if (pin == 10) load = high;
  }
  bool read(uint8_t) override { return false; }
  void delayMicros(uint16_t) override {}
  bool din = false, clk = false, load = false;
  std::vector<bool> bits;
  std::vector<std::vector<bool>> latched;
};

/// Word `k` (0 = the chip farthest away, shifted first) of a latch: register and data.
std::pair<int, int> wordAt(const std::vector<bool>& bits, size_t k) {
  int reg = 0, data = 0;
  for (size_t b = 0; b < 8; b++) reg = reg << 1 | bits[k * 16 + b];
  for (size_t b = 8; b < 16; b++) data = data << 1 | bits[k * 16 + b];
  return {reg, data};
}

}  // namespace

TEST_CASE("MAX7219: set up every chip, then LED i lights chip i/64, digit (i%64)/8+1, bit i%8") {
  SpiPins pins;
  const Max7219Wiring w{8, 9, 10, 2, 7};
  Max7219Leds leds(pins, w);
  leds.begin();
  REQUIRE(pins.latched.size() == 5);
  CHECK(wordAt(pins.latched[0], 0) == std::make_pair(0x0F, 0));  // display test off
  CHECK(wordAt(pins.latched[3], 1) == std::make_pair(0x0A, 7));  // intensity
  CHECK(wordAt(pins.latched[4], 0) == std::make_pair(0x0C, 1));  // running
  pins.latched.clear();
  std::string frame(74, '.');
  frame[0] = 'W';
  frame[9] = 'w';
  frame[70] = 'R';  // any colour lights a single-colour LED
  leds.show(frame.data(), 74, true);
  REQUIRE(pins.latched.size() == 8);
  // digit 1 (LEDs 0-7 of chip 0, 64-71 of chip 1); chip 1 is shifted first
  CHECK(wordAt(pins.latched[0], 1) == std::make_pair(1, 0x01));
  CHECK(wordAt(pins.latched[0], 0) == std::make_pair(1, 0x40));
  CHECK(wordAt(pins.latched[1], 1) == std::make_pair(2, 0x02));
  pins.latched.clear();
  leds.show(frame.data(), 74, false);
  CHECK(wordAt(pins.latched[1], 1) == std::make_pair(2, 0x00));
}

TEST_CASE("buttons: pins to GND with pull-ups, held = low") {
  MatrixPins pins;
  const uint8_t bp[2] = {2, 3};
  const ButtonWiring w{bp, 2};
  PinButtons b(pins, w);
  b.begin();
  CHECK(pins.modes[2] == PinMode::InputPullup);
  CHECK(b.held() == 0);
  // a button is a switch from the pin to ground: model it as a "row" that is always driven low
  pins.modes[99] = PinMode::Output;
  pins.levels[99] = false;
  pins.closed = {{99, 3}};
  CHECK(b.held() == 2);
}
