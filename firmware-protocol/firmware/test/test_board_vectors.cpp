// The shared board-behaviour vectors (firmware-protocol/vectors/board.json): for each case, boot a
// board at t=0, run the clock one millisecond at a time, apply the sensor changes before the scan of
// their millisecond and the host lines after it, and compare every line sent, in order. The virtual
// board runs the same file (tests/unit/protocol/board-vectors.test.ts).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "rig.h"

using namespace parlour;

namespace {

struct VectorBoard {
  std::string model, id, firmware, colours, buttons;
  BoardInfo info;
};

VectorBoard boardOf(const json::Value& base, const json::Value* over) {
  auto get = [&](const char* k) -> const json::Value& { return over != nullptr && over->has(k) ? (*over)[k] : base[k]; };
  VectorBoard b;
  b.model = get("model").str;
  b.id = get("boardId").str;
  b.firmware = get("firmware").str;
  for (const auto& c : get("colours").items) b.colours += testing::colourLetter(c.str);
  for (const auto& n : get("buttons").items) b.buttons += (b.buttons.empty() ? "" : ",") + n.str;
  const auto& s = get("settings");
  b.info = BoardInfo{b.model.c_str(), b.id.c_str(), b.firmware.c_str(), static_cast<uint16_t>(get("sensorCount").integer()),
                     get("sensorKind").str == "hall" ? SensorKind::Hall : SensorKind::Reed, static_cast<uint16_t>(get("ledCount").integer()), b.colours.c_str(), b.buttons.c_str(),
                     get("diagnostics").b,
                     Settings{static_cast<uint16_t>(s["debounceMs"].integer()), static_cast<uint16_t>(s["scanMs"].integer()), static_cast<uint16_t>(s["heartbeatMs"].integer())}};
  return b;
}

}  // namespace

TEST_CASE("board behaviour vectors") {
  const auto v = testing::vectors("board.json");
  REQUIRE(v["cases"].size() >= 20);
  for (const auto& c : v["cases"].items) {
    CAPTURE(c["name"].str);
    const VectorBoard vb = boardOf(v["board"], c.has("board") ? &c["board"] : nullptr);
    REQUIRE(vb.info.sensorCount <= 16);
    testing::Rig<16, 16> rig(vb.info);
    if (c.has("initial"))
      for (size_t i = 0; i < c["initial"].str.size(); i++) rig.set(static_cast<uint16_t>(i), c["initial"].str[i]);
    rig.boot();
    const auto& steps = c.has("steps") ? c["steps"].items : std::vector<json::Value>{};
    const long until = c["until"].integer();
    for (long t = 0; t <= until; t++) {
      if (t > 0) {
        for (const auto& s : steps)
          if (s["at"].integer() == t && s.has("sensor")) rig.set(static_cast<uint16_t>(s["sensor"].integer()), s["state"].str[0]);
        rig.run(1);
      }
      for (const auto& s : steps)
        if (s["at"].integer() == t && s.has("host")) rig.host(s["host"].str + "\n");
    }
    std::vector<std::string> want;
    for (const auto& e : c["expect"].items) want.push_back(e.str);
    CHECK(rig.take() == want);
  }
}
