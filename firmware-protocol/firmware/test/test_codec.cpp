// The C++ codec against every shared vector (PROTOCOL.md §13), byte for byte, in both directions:
// canonical lines decode to their message and encode back to themselves (also with `\r\n`); lenient
// lines decode; invalid lines fail with their §6 kind; every CRC case matches.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "../core/codec.h"
#include "vectors.h"

using namespace parlour;
using testing::Arena;
using testing::describe;

namespace {

std::string encoded(const Message& m) {
  char buf[400];
  LineWriter w(buf, sizeof buf);
  uint16_t n = encode(m, w);
  return n == 0 ? std::string("<encode failed>") : std::string(buf, n);
}

DecodeError decodeString(const std::string& line, Message& m, DecodeInfo* info = nullptr) {
  return decode(line.data(), static_cast<uint16_t>(line.size() > 0xFFFF ? 0xFFFF : line.size()), m, info);
}

}  // namespace

TEST_CASE("the CRC vectors") {
  const auto v = testing::vectors("crc.json");
  REQUIRE(v["cases"].size() >= 5);
  for (const auto& c : v["cases"].items) {
    CAPTURE(c["input"].str);
    char hex[5] = {};
    putHex4(hex, crc16(c["input"].str.data(), c["input"].str.size()));
    CHECK(std::string(hex) == c["crc"].str);
  }
  // Appendix A's check value
  CHECK(crc16("123456789", 9) == 0x29B1);
}

TEST_CASE("canonical vectors decode to their message and encode back to the same bytes") {
  const auto v = testing::vectors("valid.json");
  std::set<MessageType> types;
  REQUIRE(v["canonical"].size() > 0);
  for (const auto& c : v["canonical"].items) {
    Arena arena;
    const std::string& line = c["line"].str;
    CAPTURE(c["name"].str);
    CAPTURE(line);
    const Message want = testing::messageOf(c["message"], arena);
    types.insert(want.type);
    CHECK(encoded(want) == line + "\n");
    for (const std::string& sent : {line, line + "\n", line + "\r\n"}) {
      Message got;
      REQUIRE(decodeString(sent, got) == DecodeError::None);
      CHECK(describe(got) == describe(want));
      // and what was decoded encodes to the same bytes
      Message again = got;
      uint16_t values[kMaxRawValues];
      if (got.type == MessageType::Raw) {
        for (uint8_t k = 0; k < got.rawCount; k++) values[k] = rawValueAt(got, k);
        again.raw = values;
      }
      CHECK(encoded(again) == line + "\n");
    }
  }
  CHECK(types.size() == kMessageTypes);
}

TEST_CASE("lenient vectors decode") {
  const auto v = testing::vectors("valid.json");
  for (const auto& c : v["lenient"].items) {
    Arena arena;
    CAPTURE(c["name"].str);
    Message got;
    REQUIRE(decodeString(c["line"].str, got) == DecodeError::None);
    CHECK(describe(got) == describe(testing::messageOf(c["message"], arena)));
  }
}

TEST_CASE("invalid vectors fail with their kind") {
  const auto v = testing::vectors("invalid.json");
  std::set<std::string> kinds;
  for (const auto& c : v["cases"].items) {
    CAPTURE(c["name"].str);
    Message got;
    const DecodeError e = decodeString(c["line"].str, got);
    CHECK(std::string(decodeErrorName(e)) == c["kind"].str);
    kinds.insert(c["kind"].str);
  }
  CHECK(kinds == std::set<std::string>{"empty", "too-long", "bad-bytes", "no-checksum", "bad-checksum", "malformed", "unknown-type", "bad-field"});
}

TEST_CASE("a line that fails after its header still gives its word and SEQ (for the NAK)") {
  Message m;
  DecodeInfo info;
  const std::string wibble = "WIBBLE 0003 a=1*5E1B", cfg = "CFG 0001 scan=25*EC52";
  REQUIRE(decodeString(wibble, m, &info) == DecodeError::UnknownType);
  CHECK(testing::str(info.word) == "WIBBLE");
  CHECK(info.hasSeq);
  CHECK(info.seq == 3);
  REQUIRE(decodeString(cfg, m, &info) == DecodeError::BadField);
  CHECK(testing::str(info.word) == "CFG");
  CHECK(testing::str(info.field) == "scan");
  REQUIRE(decodeString("PING 0001*0000", m, &info) == DecodeError::BadChecksum);
  CHECK_FALSE(info.hasSeq);
}

TEST_CASE("the encoder refuses a message that breaks its own limits") {
  Message m;
  clear(m);
  m.type = MessageType::Snapshot;
  m.sensors = Text{"", 0};
  CHECK(encoded(m) == "<encode failed>");
  m.type = MessageType::Change;
  m.sensor = 256;
  m.state = 'X';
  CHECK(encoded(m) == "<encode failed>");
  m.type = MessageType::Button;
  m.name = Text{"Done", 4};
  CHECK(encoded(m) == "<encode failed>");
  m.type = MessageType::Config;
  m.settingsPresent = 0;
  CHECK(encoded(m) == "<encode failed>");
  m.settingsPresent = kHasScan;
  m.settings.scanMs = 25;
  CHECK(encoded(m) == "<encode failed>");
}
