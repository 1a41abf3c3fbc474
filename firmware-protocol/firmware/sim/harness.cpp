// The reference firmware's AVR build on a simulated ATmega2560 (simavr), wired to a simulated board:
//
// - USART0 is bridged to a pseudo-terminal (made raw; `--link PATH` makes PATH a symlink to it), so a host
//   opens it as it would /dev/ttyACM0;
// - the sensors: a reed diode matrix (a column reads low while its pull-up is on and a closed switch joins
//   it to the row driven low) or linear hall sensors behind 74HC4067s (the ADC reads 4.0 V for a north
//   pole up, 1.0 V for south, 2.5 V for none, through the channel the select lines choose);
// - the buttons (pin to GND, with a few ms of contact bounce on each press);
// - the WS2812 chain: the data pin's edges are timed in CPU cycles and decoded into frames; a pulse
//   outside the WS2812B timing windows or a frame of the wrong length counts as an error.
//
// Which pins are rows, columns, multiplexer lines, buttons and the LED data comes from the same board
// file the firmware is built with (the wiring); which sensor sits at which crossing does not: the
// sensor script names positions (row/column, or multiplexer/channel), and the test derives them from
// the documented wiring, so a wrong sensor table in a board file shows up as a wrong cell.
//
// Simulated time runs at wall-clock speed (never faster; when the simulation falls behind it runs flat
// out to catch up), because the host on the other side of the pty judges liveness by wall-clock time.
//
// Control on stdin, one command a line, run in order in simulated time:
//   start                  power on (commands before it set the power-on state)
//   set A B STATE          the sensor at position (A, B) reads STATE: . X N S
//   press I                button I (0 = the first of the board's btn list) pressed for 80 ms
//   wait MS                let MS ms of simulated time pass before the next command
//   reset                  reset the MCU (as a DTR pulse does)
//   leds MS                reply `@leds CHARS frames=N errors=E commanded=L`: per LED over the last MS ms,
//                          `.` dark, `R G B Y W` steadily that colour, lower case when it was both lit
//                          and dark, `?` for anything else (`@leds none ...` before the first frame);
//                          L is the `l` field of the last LED command the host sent (`-`: none yet)
//   time                   reply `@time MS` (simulated ms since start)
//   echo TEXT              reply `@echo TEXT` once every command before it has run
//   quit
// Replies and notices go to stdout, each line starting with `@`: `@ready PTY`, `@crashed ...`.
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "avr_adc.h"
#include "avr_ioport.h"
#include "avr_uart.h"
#include "sim_avr.h"
#include "sim_elf.h"
#include "sim_irq.h"
#include "sim_time.h"

#include "../avr/mega_pins.h"
#include PARLOUR_BOARD_FILE

namespace {

constexpr uint32_t kFrequency = 16000000;
constexpr uint64_t kCyclesPerMs = kFrequency / 1000;

avr_t* avr = nullptr;
int ptyMaster = -1;
FILE* trace = nullptr;

double wallMs0 = 0;
double wallMs() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6 - wallMs0;
}
double simMs() { return static_cast<double>(avr->cycle) / kCyclesPerMs; }

void reply(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  putchar('\n');
  fflush(stdout);
}

// ---------------------------------------------------------------------------------------------
// The sensors and buttons
// ---------------------------------------------------------------------------------------------

std::map<std::pair<int, int>, char> sensorState;  // position -> . X N S
std::set<int> buttonsDown;                          // button indices held

mega::PortBit where(uint8_t pin) { return mega::pin(pin); }
char portName(uint8_t pin) { return mega::portName(where(pin).port); }

// DDR and PORT of each port as the MCU last wrote them. simavr filters repeated IRQ values and raises
// the DDR IRQ before storing the register, so these follow the IRQ values rather than the registers.
uint8_t ddrOf[11], portOf[11];

void readPorts() {
  for (uint8_t p = 0; p < 11; p++) {
    avr_ioport_state_t s;
    memset(&s, 0, sizeof s);
    avr_ioctl(avr, AVR_IOCTL_IOPORT_GETSTATE(mega::portName(p)), &s);
    ddrOf[p] = static_cast<uint8_t>(s.ddr);
    portOf[p] = static_cast<uint8_t>(s.port);
  }
}
bool isOutput(uint8_t pin) { return (ddrOf[where(pin).port] >> where(pin).bit) & 1; }
bool portBit(uint8_t pin) { return (portOf[where(pin).port] >> where(pin).bit) & 1; }

/// Level an input pin sees from the outside, given the pull-ups and what the switches do.
std::map<uint8_t, bool> inputLevels() {
  std::map<uint8_t, bool> levels;
  auto pulledUp = [](uint8_t pin) { return !isOutput(pin) && portBit(pin); };
#if defined(PARLOUR_SENSORS_REED_MATRIX)
  for (size_t c = 0; c < sizeof board::kColPins; c++) {
    const uint8_t col = board::kColPins[c];
    bool low = false;
    for (size_t r = 0; r < sizeof board::kRowPins; r++) {
      const uint8_t row = board::kRowPins[r];
      auto it = sensorState.find({static_cast<int>(r), static_cast<int>(c)});
      const bool closed = it != sensorState.end() && it->second != '.';
      // the diode conducts from the column into a row driven low
      if (closed && isOutput(row) && !portBit(row)) low = true;
    }
    levels[col] = pulledUp(col) && !low;  // without its pull-up a column floats: read as low here
  }
#endif
  for (size_t b = 0; b < sizeof board::kButtonPins; b++) {
    const uint8_t pin = board::kButtonPins[b];
    levels[pin] = pulledUp(pin) && buttonsDown.count(static_cast<int>(b)) == 0;
  }
  return levels;
}

bool refreshing = false;
/// Applies inputLevels() to the simulated pins (as the ports' external values, so that the MCU's own
/// register writes do not override them, and at once to the PIN registers).
void refreshInputs() {
  if (refreshing || avr == nullptr) return;
  refreshing = true;
  std::map<char, std::pair<uint8_t, uint8_t>> ext;  // port -> mask, value
  const auto levels = inputLevels();
  for (const auto& l : levels) {
    auto& e = ext[portName(l.first)];
    e.first = static_cast<uint8_t>(e.first | (1 << where(l.first).bit));
    if (l.second) e.second = static_cast<uint8_t>(e.second | (1 << where(l.first).bit));
  }
  for (const auto& e : ext) {
    avr_ioport_external_t x;
    memset(&x, 0, sizeof x);
    x.name = static_cast<unsigned>(e.first);
    x.mask = e.second.first;
    x.value = e.second.second;
    avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(e.first), &x);
  }
  for (const auto& l : levels)
    if (!isOutput(l.first)) avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(portName(l.first)), where(l.first).bit), l.second ? 1 : 0);
  refreshing = false;
}

void onDirection(avr_irq_t*, uint32_t value, void* port) {
  ddrOf[reinterpret_cast<uintptr_t>(port)] = static_cast<uint8_t>(value);
  refreshInputs();
}
void onPortWrite(avr_irq_t*, uint32_t value, void* port) {
  portOf[reinterpret_cast<uintptr_t>(port)] = static_cast<uint8_t>(value);
  refreshInputs();
}

#if defined(PARLOUR_SENSORS_HALL_MUX)
/// At the start of each conversion: the voltage the selected sensor gives on that multiplexer.
void onAdcTrigger(avr_irq_t*, uint32_t value, void*) {
  // simavr sends the mux description as the low 32 bits of its bit-field struct
  union {
    avr_adc_mux_t mux;
    uint32_t v;
  } u;
  memset(&u, 0, sizeof u);
  u.v = value;
  const avr_adc_mux_t mux = u.mux;
  if (mux.kind != ADC_MUX_SINGLE) return;
  int address = 0;
  for (size_t b = 0; b < sizeof board::kSelectPins; b++)
    if (isOutput(board::kSelectPins[b]) && portBit(board::kSelectPins[b])) address |= 1 << b;
  for (size_t m = 0; m < sizeof board::kAdcChannels; m++) {
    if (board::kAdcChannels[m] != mux.src) continue;
    auto it = sensorState.find({static_cast<int>(m), address});
    const char s = it == sensorState.end() ? '.' : it->second;
    const bool up = (s == 'N') == board::kNorthHigh;
    const uint32_t mv = s == '.' || s == 'X' ? 2500 : (up ? 4000 : 1000);
    avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0 + mux.src), mv);
  }
}
#endif

// ---------------------------------------------------------------------------------------------
// The WS2812 chain
// ---------------------------------------------------------------------------------------------

#if defined(PARLOUR_LEDS_WS2812)
struct Frame {
  double atMs;
  std::string leds;
};
std::vector<Frame> frames;
int ledErrors = 0;
bool dataHigh = false;
avr_cycle_count_t riseAt = 0, fallAt = 0;
std::vector<uint8_t> bits;
constexpr avr_cycle_count_t kResetCycles = 50 * kFrequency / 1000000;  // 50 us low latches the chain

char letterOf(uint8_t r, uint8_t g, uint8_t b) {
  if (!r && !g && !b) return '.';
  if (r && !g && !b) return 'R';
  if (!r && g && !b) return 'G';
  if (!r && !g && b) return 'B';
  if (r && g && !b) return 'Y';
  if (r && g && b) return 'W';
  return '?';
}

void latchFrame() {
  if (bits.empty()) return;
  if (bits.size() != 24u * board::kLeds) {
    ledErrors++;
    fprintf(stderr, "harness: WS2812 frame of %zu bits, want %u\n", bits.size(), 24u * board::kLeds);
  } else {
    std::string s;
    for (size_t k = 0; k < board::kLeds; k++) {
      uint8_t c[3] = {0, 0, 0};
      for (int i = 0; i < 24; i++) c[i / 8] = static_cast<uint8_t>(c[i / 8] << 1 | bits[k * 24 + i]);
      s += letterOf(c[1], c[0], c[2]);  // sent as green, red, blue
    }
    frames.push_back(Frame{static_cast<double>(fallAt) / kCyclesPerMs, s});
    if (frames.size() > 4000) frames.erase(frames.begin(), frames.begin() + 2000);
  }
  bits.clear();
}

void onLedPin(avr_irq_t*, uint32_t value, void*) {
  const bool high = value != 0;
  if (high == dataHigh) return;
  dataHigh = high;
  const avr_cycle_count_t now = avr->cycle;
  if (high) {
    if (now - fallAt > kResetCycles) latchFrame();
    riseAt = now;
    return;
  }
  fallAt = now;
  const avr_cycle_count_t width = now - riseAt;
  // WS2812B data sheet: T0H 0.4 us +-150 ns, T1H 0.8 us +-150 ns (4..8.8 and 10.4..15.2 cycles at 16 MHz)
  const bool one = width >= 9;
  if ((!one && (width < 4 || width > 8)) || (one && (width < 10 || width > 15))) {
    ledErrors++;
    fprintf(stderr, "harness: WS2812 high pulse of %llu cycles\n", static_cast<unsigned long long>(width));
  }
  bits.push_back(one ? 1 : 0);
}

std::string ledSummary(double windowMs, bool& any) {
  const double from = simMs() - windowMs;
  // the frame showing when the window opened, and every frame latched since
  int first = -1;
  for (int i = 0; i < static_cast<int>(frames.size()); i++)
    if (frames[i].atMs <= from) first = i;
  if (first < 0) first = 0;
  any = !frames.empty();
  std::string out;
  for (size_t k = 0; k < board::kLeds; k++) {
    std::set<char> seen;
    for (size_t i = static_cast<size_t>(first); i < frames.size(); i++) seen.insert(frames[i].leds[k]);
    if (seen.count('?')) out += '?';
    else if (seen.empty() || (seen.size() == 1 && *seen.begin() == '.')) out += '.';
    else if (seen.size() == 1) out += *seen.begin();
    else if (seen.size() == 2 && seen.count('.')) out += static_cast<char>(*seen.rbegin() - 'A' + 'a');
    else out += '?';
  }
  return out;
}
#endif

// ---------------------------------------------------------------------------------------------
// The serial link
// ---------------------------------------------------------------------------------------------

std::deque<uint8_t> toBoard;  // host bytes waiting for the simulated receiver
bool uartFull = false;
std::string boardLine, hostLine;
std::string commanded = "-";  // `l` of the last LED command from the host
uint64_t dropped = 0;

void traceLine(const char* dir, const std::string& line) {
  if (trace != nullptr) fprintf(trace, "%10.1f %s %s\n", simMs(), dir, line.c_str()), fflush(trace);
}

void onUartOutput(avr_irq_t*, uint32_t value, void*) {
  const uint8_t b = static_cast<uint8_t>(value);
  if (b == '\n') traceLine("<", boardLine), boardLine.clear();
  else boardLine += static_cast<char>(b);
  // Nobody reading and the pty full: the byte is lost, as on a USB CDC port with no host.
  if (write(ptyMaster, &b, 1) != 1) dropped++;
}
void onUartXon(avr_irq_t*, uint32_t, void*) { uartFull = false; }
void onUartXoff(avr_irq_t*, uint32_t, void*) { uartFull = true; }

void feedUart() {
  avr_irq_t* in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
  while (!uartFull && !toBoard.empty()) {
    const uint8_t b = toBoard.front();
    toBoard.pop_front();
    if (b == '\n') {
      traceLine(">", hostLine);
      // the LED frame the host last commanded, to compare with what the pins show
      if (hostLine.compare(0, 4, "LED ") == 0) {
        const size_t l = hostLine.find(" l="), star = hostLine.rfind('*');
        if (l != std::string::npos && star != std::string::npos && star > l) commanded = hostLine.substr(l + 3, star - l - 3);
      }
      hostLine.clear();
    }
    else hostLine += static_cast<char>(b);
    avr_raise_irq(in, b);
  }
}

void readPty() {
  uint8_t buf[512];
  for (;;) {
    const ssize_t n = read(ptyMaster, buf, sizeof buf);
    if (n <= 0) break;  // EAGAIN: nothing more; EIO: no host has the port open
    toBoard.insert(toBoard.end(), buf, buf + n);
  }
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

std::deque<std::string> commands;
std::string stdinBuf;
double readyAtMs = 0;  // the next command runs once simulated time reaches this
bool started = false, quitting = false;
struct Timed {
  double atMs;
  int button;
  bool down;
};
std::vector<Timed> timed;  // button contacts over time

void readStdin() {
  char buf[4096];
  for (;;) {
    const ssize_t n = read(0, buf, sizeof buf);
    if (n == 0) {
      quitting = true;  // whoever drove us is gone
      return;
    }
    if (n < 0) return;
    stdinBuf.append(buf, static_cast<size_t>(n));
    for (size_t nl; (nl = stdinBuf.find('\n')) != std::string::npos;) {
      commands.push_back(stdinBuf.substr(0, nl));
      stdinBuf.erase(0, nl + 1);
    }
  }
}

void runCommands() {
  const double now = started ? simMs() : 0;
  for (size_t i = 0; i < timed.size();) {
    if (timed[i].atMs <= now) {
      if (timed[i].down) buttonsDown.insert(timed[i].button);
      else buttonsDown.erase(timed[i].button);
      timed.erase(timed.begin() + static_cast<long>(i));
      refreshInputs();
    } else {
      i++;
    }
  }
  while (!commands.empty() && (now >= readyAtMs || !started)) {
    const std::string line = commands.front();
    commands.pop_front();
    char word[16] = {};
    int a = 0, b = 0;
    char state = 0;
    double ms = 0;
    if (sscanf(line.c_str(), "%15s", word) != 1) continue;
    const std::string w = word;
    if (w == "start") {
      started = true;
      return;
    } else if (w == "set" && sscanf(line.c_str(), "set %d %d %c", &a, &b, &state) == 3) {
      sensorState[{a, b}] = state;
      refreshInputs();
    } else if (w == "press" && sscanf(line.c_str(), "press %d", &a) == 1) {
      // contact bounce for 3 ms, then held for 80 ms
      const double t = now;
      for (int k = 0; k < 3; k++) timed.push_back({t + k, a, k % 2 == 0});
      timed.push_back({t + 3, a, true});
      timed.push_back({t + 83, a, false});
      readyAtMs = t + 100;
    } else if (w == "wait" && sscanf(line.c_str(), "wait %lf", &ms) == 1) {
      readyAtMs = now + ms;
    } else if (w == "reset") {
      avr_reset(avr);
      readPorts();
      refreshInputs();
    } else if (w == "leds" && sscanf(line.c_str(), "leds %lf", &ms) == 1) {
#if defined(PARLOUR_LEDS_WS2812)
      bool any = false;
      const std::string s = ledSummary(ms, any);
      reply("@leds %s frames=%zu errors=%d commanded=%s", any ? s.c_str() : "none", frames.size(), ledErrors, commanded.c_str());
#else
      reply("@leds none frames=0 errors=0 commanded=%s", commanded.c_str());
#endif
    } else if (w == "time") {
      reply("@time %.1f", now);
    } else if (w == "echo") {
      reply("@echo %s", line.size() > 5 ? line.c_str() + 5 : "");
    } else if (w == "quit") {
      quitting = true;
    } else {
      reply("@error unknown command: %s", line.c_str());
    }
    if (!started) continue;
    if (readyAtMs > now) return;
  }
}

/// Reads the pty and stdin, runs due commands, waits while simulated time is ahead of the wall clock.
void pump(double untilSimMs) {
  for (;;) {
    readPty();
    feedUart();
    readStdin();
    runCommands();
    if (quitting) return;
    const double ahead = untilSimMs - wallMs();
    if (ahead <= 0.05) return;
    pollfd fds[2] = {{ptyMaster, POLLIN, 0}, {0, POLLIN, 0}};
    // POLLHUP on a pty with no host would wake us at once: then just sleep
    int timeout = static_cast<int>(ahead) + 1;
    if (poll(fds, 2, timeout > 5 ? 5 : timeout) > 0 && (fds[0].revents & POLLHUP) && !(fds[0].revents & POLLIN)) usleep(static_cast<useconds_t>((ahead > 5 ? 5 : ahead) * 1000));
  }
}

void onSleep(avr_t* a, avr_cycle_count_t howLong) { pump(static_cast<double>(a->cycle + howLong) / kCyclesPerMs); }

void logger(avr_t*, const int level, const char* format, va_list ap) {
  if (level <= LOG_WARNING) vfprintf(stderr, format, ap);
}

int openPty(const char* link) {
  const int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0 || grantpt(fd) != 0 || unlockpt(fd) != 0) return -1;
  const char* name = ptsname(fd);
  // Held open by us too: the host closing its end must not make the master fail (EIO), and a raw,
  // echo-free line discipline from the start keeps the board's own lines from coming back.
  const int slave = open(name, O_RDWR | O_NOCTTY);
  if (slave < 0) return -1;
  termios t;
  tcgetattr(slave, &t);
  cfmakeraw(&t);
  tcsetattr(slave, TCSANOW, &t);
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  if (link != nullptr) {
    unlink(link);
    if (symlink(name, link) != 0) {
      fprintf(stderr, "harness: cannot make %s a link to %s: %s\n", link, name, strerror(errno));
      return -1;
    }
  }
  reply("@ready %s", name);
  return fd;
}

}  // namespace

int main(int argc, char** argv) {
  const char* elf = nullptr;
  const char* link = nullptr;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--link") && i + 1 < argc) link = argv[++i];
    else if (!strcmp(argv[i], "--trace") && i + 1 < argc) trace = fopen(argv[++i], "w");
    else elf = argv[i];
  }
  if (elf == nullptr) {
    fprintf(stderr, "usage: %s FIRMWARE.elf [--link PATH] [--trace FILE] (commands on stdin; see the source)\n", argv[0]);
    return 2;
  }
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  signal(SIGPIPE, SIG_IGN);
  avr_global_logger_set(logger);
  fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);

  elf_firmware_t fw;
  memset(&fw, 0, sizeof fw);
  if (elf_read_firmware(elf, &fw) != 0) {
    fprintf(stderr, "harness: cannot read %s\n", elf);
    return 2;
  }
  avr = avr_make_mcu_by_name("atmega2560");
  if (avr == nullptr) return 2;
  avr_init(avr);
  avr_load_firmware(avr, &fw);
  avr->frequency = kFrequency;
  avr->vcc = avr->avcc = avr->aref = 5000;
  avr->sleep = onSleep;

  uint32_t flags = 0;
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), onUartOutput, nullptr);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), onUartXon, nullptr);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), onUartXoff, nullptr);
  // every port whose pins the board drives or reads
  for (uintptr_t p = 0; p < 11; p++) {
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(mega::portName(static_cast<uint8_t>(p))), IOPORT_IRQ_DIRECTION_ALL), onDirection, reinterpret_cast<void*>(p));
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(mega::portName(static_cast<uint8_t>(p))), IOPORT_IRQ_REG_PORT), onPortWrite, reinterpret_cast<void*>(p));
  }
#if defined(PARLOUR_SENSORS_HALL_MUX)
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER), onAdcTrigger, nullptr);
#endif
#if defined(PARLOUR_LEDS_WS2812)
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(portName(board::kWs2812Pin)), where(board::kWs2812Pin).bit), onLedPin, nullptr);
#endif

  ptyMaster = openPty(link);
  if (ptyMaster < 0) {
    fprintf(stderr, "harness: cannot open a pseudo-terminal\n");
    return 2;
  }
  // Before `start`: take the power-on state.
  while (!started && !quitting) {
    readStdin();
    runCommands();
    if (!started) usleep(2000);
  }
  refreshInputs();
  wallMs0 = 0;
  wallMs0 = wallMs() - simMs();
  uint32_t steps = 0;
  while (!quitting) {
    const int state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) {
      reply("@crashed state=%d pc=0x%x at %.1f ms", state, avr->pc, simMs());
      return 1;
    }
    if (++steps % 4096 == 0) pump(simMs());
#if defined(PARLOUR_LEDS_WS2812)
    if (!bits.empty() && !dataHigh && avr->cycle - fallAt > kResetCycles) latchFrame();
#endif
  }
  if (link != nullptr) unlink(link);
  return 0;
}
