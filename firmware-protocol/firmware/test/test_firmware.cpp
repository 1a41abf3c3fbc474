// The firmware core on fake hardware: boot, debounce, EV/SNAP order, heartbeat, sequence wrap, host
// commands and their answers, bad host lines, output overflow, chatter (STUCK), buttons, LEDs, RAW.
// Each expectation cites the PROTOCOL.md section it checks.
#include <doctest/doctest.h>

#include "rig.h"

using namespace parlour;
using testing::decoded;
using testing::Rig;
using testing::withCrc;
using testing::wordOfLine;

namespace {

const BoardInfo kInfo{"vec-board", "TEST-1", "1.0.0", 10, SensorKind::Reed, 10, "RGBYW", "done,spin", true, kDefaultSettings};

using Board = Rig<10, 10>;

std::vector<std::string> words(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(wordOfLine(l));
  return out;
}

}  // namespace

TEST_CASE("boot: HELLO with SEQ 0000, then a SNAP of what the sensors read (§3.1, §12)") {
  Board b(kInfo);
  b.set(2, 'X');
  b.boot();
  const auto lines = b.take();
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == withCrc("HELLO 0000 proto=1.0 model=vec-board id=TEST-1 fw=1.0.0 n=10 kind=reed leds=10 col=RGBYW btn=done,spin deb=30 scan=10 hb=1000 diag=1"));
  CHECK(lines[1] == withCrc("SNAP 0001 t=00000000 s=..X......."));
  // LEDs all off at boot
  REQUIRE(!b.leds.shown.empty());
  CHECK(b.leds.shown.back() == "..........");
}

TEST_CASE("debounce: a state is reported once it has read the same for deb ms, EVs before one SNAP (§3.2, §3.3, §5.4)") {
  Board b(kInfo);
  b.boot();
  b.take();
  // first seen at the scan of t=10, reported at the scan 30 ms later
  b.run(9);
  b.set(3, 'X');
  b.set(7, 'X');
  b.run(1);
  b.run(29);
  CHECK(b.take().empty());
  b.run(1);
  const auto lines = b.take();
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == withCrc("EV 0002 t=00000028 i=3 v=X"));
  CHECK(lines[1] == withCrc("EV 0003 t=00000028 i=7 v=X"));
  CHECK(lines[2] == withCrc("SNAP 0004 t=00000028 s=...X...X.."));
  CHECK(b.fw.reported(3) == 'X');
}

TEST_CASE("debounce: contact bounce shorter than deb never reaches the host (§10 bounce, §12)") {
  Board b(kInfo);
  b.boot();
  b.take();
  for (int k = 0; k < 5; k++) {
    b.set(1, 'X');
    b.run(12);
    b.set(1, '.');
    b.run(9);
  }
  CHECK(b.take().empty());
  // with deb=0 every scan's reading is reported at once
  b.command("CFG 0001 deb=0");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0002 id=0001 cmd=CFG")});
  b.set(1, 'X');
  b.run(10);
  CHECK(words(b.take()) == std::vector<std::string>{"EV", "SNAP"});
}

TEST_CASE("heartbeat: a SNAP whenever hb ms passed without one, and CFG hb takes effect at once (§3.2, §5.4)") {
  Board b(kInfo);
  b.boot();
  b.take();
  b.run(999);
  CHECK(b.take().empty());
  b.run(1);
  CHECK(b.take() == std::vector<std::string>{withCrc("SNAP 0002 t=000003E8 s=..........")});
  b.command("CFG 0007 hb=500");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0003 id=0007 cmd=CFG")});
  b.run(500);
  CHECK(words(b.take()) == std::vector<std::string>{"SNAP"});
  // a SNAP? answer counts as the latest SNAP
  b.run(200);
  b.command("SNAP? 0008");
  CHECK(words(b.take()) == std::vector<std::string>{"SNAP"});
  b.run(499);
  CHECK(b.take().empty());
  b.run(1);
  CHECK(words(b.take()) == std::vector<std::string>{"SNAP"});
}

TEST_CASE("sequence numbers count every line and wrap from FFFF to 0000 (§2 SEQ)") {
  Board b(kInfo);
  b.boot();
  b.take();
  for (int k = 2; k <= 0xFFFF; k++) b.command("PING 0001");
  auto lines = b.take();
  REQUIRE(lines.size() == 0xFFFE);
  CHECK(lines.back() == withCrc("ACK FFFF id=0001 cmd=PING"));
  b.command("PING 0002");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0000 id=0002 cmd=PING")});
  CHECK(b.fw.nextSeq() == 1);
}

TEST_CASE("host commands are answered as §5 says") {
  Board b(kInfo);
  b.boot();
  b.take();
  b.command("HELLO? 0001");
  auto l = b.take();
  REQUIRE(l.size() == 1);
  CHECK(l[0].rfind("HELLO 0002 proto=1.0", 0) == 0);
  b.command("SNAP? 0002");
  CHECK(b.take() == std::vector<std::string>{withCrc("SNAP 0003 t=00000000 s=..........")});
  b.command("PING BEEF");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0004 id=BEEF cmd=PING")});
  SUBCASE("CFG: all settings in range, or nothing applied (§5.4)") {
    b.command("CFG 0010 deb=40 scan=5 hb=500");
    CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0005 id=0010 cmd=CFG")});
    CHECK(b.fw.settings().debounceMs == 40);
    CHECK(b.fw.settings().scanMs == 5);
    CHECK(b.fw.settings().heartbeatMs == 500);
    b.command("CFG 0011 deb=10 hb=50");
    CHECK(b.take() == std::vector<std::string>{withCrc("NAK 0006 id=0011 cmd=CFG err=BADARG")});
    CHECK(b.fw.settings().debounceMs == 40);
    b.command("HELLO? 0012");
    CHECK(b.take()[0].find(" deb=40 scan=5 hb=500 ") != std::string::npos);
  }
  SUBCASE("DIAG starts and stops the RAW stream, every 100 ms, at most 48 values a line (§3.7, §5.5)") {
    b.set(4, 'X');
    b.command("DIAG 0020 on=1");
    CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0005 id=0020 cmd=DIAG")});
    CHECK(b.fw.diagnostics());
    b.run(10);
    auto lines = b.take();
    // the first RAW goes out with the next scan (the sensor change itself is still being debounced)
    REQUIRE(lines.size() == 1);
    CHECK(lines[0] == withCrc("RAW 0006 t=0000000A i=0 v=0,0,0,0,1,0,0,0,0,0"));
    b.run(90);
    int raws = 0;
    for (const auto& x : b.take()) raws += wordOfLine(x) == "RAW";
    CHECK(raws == 0);
    b.run(10);
    raws = 0;
    for (const auto& x : b.take()) raws += wordOfLine(x) == "RAW";
    CHECK(raws == 1);
    b.command("DIAG 0021 on=0");
    CHECK(words(b.take()) == std::vector<std::string>{"ACK"});
    b.run(500);
    for (const auto& x : b.take()) CHECK(wordOfLine(x) != "RAW");
  }
  SUBCASE("a board without diagnostics NAKs DIAG with UNSUPPORTED (§3.5)") {
    BoardInfo noDiag = kInfo;
    noDiag.diagnostics = false;
    Board c(noDiag);
    c.boot();
    c.take();
    c.command("DIAG 0005 on=1");
    CHECK(c.take() == std::vector<std::string>{withCrc("NAK 0002 id=0005 cmd=DIAG err=UNSUPPORTED")});
    CHECK_FALSE(c.fw.diagnostics());
  }
}

TEST_CASE("LED sets every LED: steady, blinking at 2 Hz in phase, the rest off; a bad frame changes nothing (§5.3)") {
  Board b(kInfo);
  b.boot();
  b.take();
  b.command("LED 0107 l=..GG...r");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0002 id=0107 cmd=LED")});
  CHECK(std::string(b.fw.leds(), 10) == "..GG...r..");
  CHECK(b.leds.shown.back() == "..GG...R..");
  // blinking: dark from 250 ms, lit again from 500 ms
  b.run(250);
  CHECK(b.leds.shown.back() == "..GG......");
  b.run(250);
  CHECK(b.leds.shown.back() == "..GG...R..");
  SUBCASE("longer than the LED count") {
    b.command("LED 0108 l=...........");
    CHECK(b.take() == std::vector<std::string>{withCrc("NAK 0003 id=0108 cmd=LED err=BADARG")});
    CHECK(std::string(b.fw.leds(), 10) == "..GG...r..");
  }
  SUBCASE("a colour the board lacks") {
    BoardInfo mono = kInfo;
    mono.colours = "W";
    Board c(mono);
    c.boot();
    c.take();
    c.command("LED 0001 l=W.w");
    CHECK(words(c.take()) == std::vector<std::string>{"ACK"});
    c.command("LED 0002 l=G");
    CHECK(c.take() == std::vector<std::string>{withCrc("NAK 0003 id=0002 cmd=LED err=BADARG")});
    CHECK(std::string(c.fw.leds(), 3) == "W.w");
  }
  SUBCASE("an empty frame turns everything off") {
    b.command("LED 010A l=");
    CHECK(words(b.take()) == std::vector<std::string>{"ACK"});
    CHECK(b.leds.shown.back() == "..........");
  }
}

TEST_CASE("bad host lines: ERR HOSTCRC, ERR HOSTLINE, NAK UNKNOWN, NAK BADARG, echoes ignored (§6 board)") {
  Board b(kInfo);
  b.boot();
  const auto boot = b.take();
  b.host("PING 0001*0000\n");
  CHECK(b.take() == std::vector<std::string>{withCrc("ERR 0002 t=00000000 code=HOSTCRC")});
  b.host("PING 0001\n");
  CHECK(b.take() == std::vector<std::string>{withCrc("ERR 0003 t=00000000 code=HOSTLINE")});
  b.host(withCrc("PI\x01NG 0001") + "\n");
  CHECK(words(b.take()) == std::vector<std::string>{"ERR"});
  b.host(withCrc("PING  0001") + "\n");
  CHECK(b.take() == std::vector<std::string>{withCrc("ERR 0005 t=00000000 code=HOSTLINE")});
  b.command("WIBBLE 0003 a=1");
  CHECK(b.take() == std::vector<std::string>{withCrc("NAK 0006 id=0003 cmd=WIBBLE err=UNKNOWN")});
  b.command("DIAG 0004 on=2");
  CHECK(b.take() == std::vector<std::string>{withCrc("NAK 0007 id=0004 cmd=DIAG err=BADARG")});
  b.command("LED 0005 l=..Q");
  CHECK(b.take() == std::vector<std::string>{withCrc("NAK 0008 id=0005 cmd=LED err=BADARG")});
  // empty lines and a lone \r are nothing at all
  b.host("\n\r\n");
  CHECK(b.take().empty());
  // the board's own lines coming back (local echo) are not for it
  for (const auto& line : boot) b.host(line + "\n");
  CHECK(b.take().empty());
  // a line with a board word but bad fields is no command either: undecodable, ERR HOSTLINE
  b.host(withCrc("SNAP 0001 t=0 s=.x.") + "\n");
  CHECK(b.take() == std::vector<std::string>{withCrc("ERR 0009 t=00000000 code=HOSTLINE")});
  // unknown fields of a known command are ignored (a newer minor version)
  b.command("PING 0006 future=yes");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 000A id=0006 cmd=PING")});
}

TEST_CASE("recovery: a line too long for the buffer is dropped whole, up to the next newline (§2, §12)") {
  Board b(kInfo);
  b.boot();
  b.take();
  b.host(std::string(1000, 'A'));
  CHECK(b.take().empty());
  b.host("\n");
  CHECK(b.take() == std::vector<std::string>{withCrc("ERR 0002 t=00000000 code=HOSTLINE")});
  // 321 bytes fit the buffer but not the protocol: too-long all the same
  b.host(withCrc("LED 0001 l=" + std::string(305, '.')) + "\n");
  CHECK(words(b.take()) == std::vector<std::string>{"ERR"});
  // and the line after is read normally
  b.command("PING 0002");
  CHECK(b.take() == std::vector<std::string>{withCrc("ACK 0004 id=0002 cmd=PING")});
}

TEST_CASE("recovery: a full transmit buffer drops whole lines, their SEQ still used, then ERR OVERFLOW (§6 board)") {
  Board b(kInfo);
  b.boot();
  b.take();
  b.serial.free = 20;  // not even a SNAP fits
  b.set(0, 'X');
  b.run(40);
  CHECK(b.take().empty());
  CHECK(b.serial.pending.empty());  // nothing half-written
  b.serial.free = 60000;
  b.set(1, 'X');
  b.run(40);
  const auto lines = b.take();
  REQUIRE(lines.size() >= 3);
  // EV 0002 and SNAP 0003 were dropped; the host sees the gap and the ERR, and asks SNAP?
  CHECK(lines[0] == withCrc("ERR 0004 t=00000050 code=OVERFLOW"));
  CHECK(decoded(lines[1]).type == MessageType::Change);
  CHECK(decoded(lines[1]).seq == 5);
  CHECK(decoded(lines.back()).type == MessageType::Snapshot);
  CHECK(testing::str(decoded(lines.back()).sensors) == "XX........");
}

TEST_CASE("STUCK: more than 12 debounced changes within 2 s, at most once per 10 s per sensor (§3.6)") {
  Board b(kInfo);
  b.boot();
  b.take();
  int stuck = 0;
  uint32_t firstAt = 0;
  auto toggle = [&](int times) {
    for (int k = 0; k < times; k++) {
      b.set(5, b.sensors.states[5] == '.' ? 'X' : '.');
      b.run(60);
      for (const auto& l : b.take()) {
        if (wordOfLine(l) != "ERR") continue;
        const Message m = decoded(l);
        CHECK(testing::str(m.name) == "STUCK");
        CHECK(m.hasSensor);
        CHECK(m.sensor == 5);
        if (stuck++ == 0) firstAt = m.t;
      }
    }
  };
  toggle(12);
  CHECK(stuck == 0);
  toggle(1);  // the 13th change within 2 s
  CHECK(stuck == 1);
  toggle(140);  // 8.4 s more of chatter: not reported again within 10 s
  CHECK(stuck == 1);
  toggle(40);
  CHECK(stuck == 2);
  CHECK(firstAt > 0);
  // a person moving men (a change every 200 ms) is no fault
  Board c(kInfo);
  c.boot();
  c.take();
  for (int k = 0; k < 100; k++) {
    c.set(2, c.sensors.states[2] == '.' ? 'X' : '.');
    c.run(200);
  }
  for (const auto& l : c.take()) CHECK(wordOfLine(l) != "ERR");
}

TEST_CASE("buttons: one BTN per press, on the press, debounced (§3.4)") {
  Board b(kInfo);
  b.buttons.bits = 2;  // spin held at power-on: not a press
  b.boot();
  b.take();
  b.run(100);
  CHECK(b.take().empty());
  b.buttons.bits = 0;
  b.run(100);
  CHECK(b.take().empty());
  // a bouncing press: on/off every few ms, then held
  for (int k = 0; k < 3; k++) {
    b.buttons.bits = 1;
    b.run(3);
    b.buttons.bits = 0;
    b.run(4);
  }
  b.buttons.bits = 1;
  b.run(200);
  auto lines = b.take();
  REQUIRE(lines.size() == 1);
  const Message m = decoded(lines[0]);
  CHECK(m.type == MessageType::Button);
  CHECK(testing::str(m.name) == "done");
  b.buttons.bits = 0;  // the release sends nothing
  b.run(100);
  CHECK(b.take().empty());
  b.buttons.bits = 2;
  b.run(100);
  lines = b.take();
  REQUIRE(lines.size() == 1);
  CHECK(testing::str(decoded(lines[0]).name) == "spin");
}

TEST_CASE("the board clock in t: ms since boot, wrapping after 2^32 ms (§2 t)") {
  Board b(kInfo);
  b.now = 0xFFFFFF00u;  // whatever the platform's clock reads at boot, t starts at 0
  b.boot();
  CHECK(b.take()[1] == withCrc("SNAP 0001 t=00000000 s=.........."));
  b.run(1000);
  CHECK(b.take() == std::vector<std::string>{withCrc("SNAP 0002 t=000003E8 s=..........")});
}

TEST_CASE("hall boards report N and S; every line the board sends decodes") {
  BoardInfo hall = kInfo;
  hall.kind = SensorKind::Hall;
  Board b(hall);
  b.set(0, 'N');
  b.set(9, 'S');
  b.boot();
  auto lines = b.take();
  CHECK(lines[0].find(" kind=hall ") != std::string::npos);
  CHECK(lines[1] == withCrc("SNAP 0001 t=00000000 s=N........S"));
  b.set(0, 'S');
  b.run(50);
  for (const auto& l : b.take()) decoded(l);
  CHECK(b.fw.reported(0) == 'S');
}
