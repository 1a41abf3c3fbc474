// Test helpers: the shared vectors (firmware-protocol/vectors/*.json, PROTOCOL.md §13) as C++ Messages,
// and a readable one-line description of a Message for comparisons.
#ifndef PARLOUR_TEST_VECTORS_H
#define PARLOUR_TEST_VECTORS_H

#include <deque>
#include <string>
#include <vector>

#include "../core/codec.h"
#include "json.h"

#ifndef PARLOUR_VECTORS_DIR
#define PARLOUR_VECTORS_DIR "../vectors"
#endif

namespace testing {

inline json::Value vectors(const std::string& name) { return json::load(std::string(PARLOUR_VECTORS_DIR) + "/" + name); }

/// Keeps the bytes a Message's Text views point at alive.
struct Arena {
  std::deque<std::string> strings;
  std::deque<std::vector<uint16_t>> numbers;
  parlour::Text keep(const std::string& s) {
    strings.push_back(s);
    return parlour::Text{strings.back().data(), static_cast<uint16_t>(strings.back().size())};
  }
};

inline char stateChar(const std::string& s) {
  if (s == "empty") return '.';
  if (s == "occupied") return 'X';
  if (s == "north") return 'N';
  if (s == "south") return 'S';
  throw std::runtime_error("state " + s);
}

inline char colourLetter(const std::string& c) {
  static const char* names[] = {"red", "green", "blue", "yellow", "white"};
  for (int i = 0; i < 5; i++)
    if (c == names[i]) return parlour::kColourLetters[i];
  throw std::runtime_error("colour " + c);
}

inline parlour::MessageType typeOf(const std::string& t) {
  static const char* names[] = {"hello", "snapshot", "change", "button", "ack", "nak", "error", "raw", "hello-request", "snapshot-request", "leds", "config", "diagnostics", "ping"};
  for (int i = 0; i < parlour::kMessageTypes; i++)
    if (t == names[i]) return static_cast<parlour::MessageType>(i);
  throw std::runtime_error("type " + t);
}

inline void settingsOf(const json::Value& s, parlour::Message& m) {
  if (s.has("debounceMs")) m.settings.debounceMs = static_cast<uint16_t>(s["debounceMs"].integer()), m.settingsPresent |= parlour::kHasDebounce;
  if (s.has("scanMs")) m.settings.scanMs = static_cast<uint16_t>(s["scanMs"].integer()), m.settingsPresent |= parlour::kHasScan;
  if (s.has("heartbeatMs")) m.settings.heartbeatMs = static_cast<uint16_t>(s["heartbeatMs"].integer()), m.settingsPresent |= parlour::kHasHeartbeat;
}

/// The Message of a vector's JSON form (messages.ts shapes).
inline parlour::Message messageOf(const json::Value& j, Arena& a) {
  using parlour::MessageType;
  parlour::Message m;
  parlour::clear(m);
  m.type = typeOf(j["type"].str);
  m.seq = static_cast<uint16_t>(j["seq"].integer());
  if (j.has("t")) m.t = static_cast<uint32_t>(j["t"].num);
  switch (m.type) {
    case MessageType::Hello: {
      m.protoMajor = static_cast<uint16_t>(j["proto"]["major"].integer());
      m.protoMinor = static_cast<uint16_t>(j["proto"]["minor"].integer());
      m.model = a.keep(j["model"].str);
      m.boardId = a.keep(j["boardId"].str);
      m.firmware = a.keep(j["firmware"].str);
      m.sensorCount = static_cast<uint16_t>(j["sensorCount"].integer());
      m.kind = j["sensorKind"].str == "hall" ? parlour::SensorKind::Hall : parlour::SensorKind::Reed;
      m.ledCount = static_cast<uint16_t>(j["ledCount"].integer());
      std::string col, btn;
      for (const auto& c : j["colours"].items) col += colourLetter(c.str);
      for (const auto& b : j["buttons"].items) btn += (btn.empty() ? "" : ",") + b.str;
      m.colours = a.keep(col);
      m.buttons = a.keep(btn);
      settingsOf(j["settings"], m);
      m.flag = j["diagnostics"].b;
      break;
    }
    case MessageType::Snapshot: {
      std::string s;
      for (const auto& x : j["sensors"].items) s += stateChar(x.str);
      m.sensors = a.keep(s);
      break;
    }
    case MessageType::Change:
      m.sensor = static_cast<uint16_t>(j["sensor"].integer());
      m.state = stateChar(j["state"].str);
      break;
    case MessageType::Button:
      m.name = a.keep(j["button"].str);
      break;
    case MessageType::Ack:
    case MessageType::Nak:
      m.id = static_cast<uint16_t>(j["id"].integer());
      m.name = a.keep(j["command"].str);
      if (m.type == MessageType::Nak) m.reason = a.keep(j["reason"].str);
      break;
    case MessageType::Error:
      m.name = a.keep(j["code"].str);
      m.hasSensor = j.has("sensor");
      if (m.hasSensor) m.sensor = static_cast<uint16_t>(j["sensor"].integer());
      break;
    case MessageType::Raw: {
      m.sensor = static_cast<uint16_t>(j["first"].integer());
      a.numbers.emplace_back();
      for (const auto& v : j["values"].items) a.numbers.back().push_back(static_cast<uint16_t>(v.integer()));
      m.raw = a.numbers.back().data();
      m.rawCount = static_cast<uint8_t>(a.numbers.back().size());
      break;
    }
    case MessageType::Leds: {
      std::string l;
      for (const auto& x : j["leds"].items) {
        if (x.kind == json::Value::Null) l += '.';
        else {
          char c = colourLetter(x["colour"].str);
          l += x["blink"].b ? static_cast<char>(c - 'A' + 'a') : c;
        }
      }
      m.leds = a.keep(l);
      break;
    }
    case MessageType::Config:
      settingsOf(j["settings"], m);
      break;
    case MessageType::Diagnostics:
      m.flag = j["on"].b;
      break;
    default:
      break;
  }
  return m;
}

inline std::string str(parlour::Text t) { return std::string(t.p == nullptr ? "" : t.p, t.n); }

/// Every field that means something for the message's type, in one line.
inline std::string describe(const parlour::Message& m) {
  using parlour::MessageType;
  std::string s = std::string(parlour::wordOf(m.type)) + " seq=" + std::to_string(m.seq);
  auto settings = [&]() {
    if (m.settingsPresent & parlour::kHasDebounce) s += " deb=" + std::to_string(m.settings.debounceMs);
    if (m.settingsPresent & parlour::kHasScan) s += " scan=" + std::to_string(m.settings.scanMs);
    if (m.settingsPresent & parlour::kHasHeartbeat) s += " hb=" + std::to_string(m.settings.heartbeatMs);
  };
  switch (m.type) {
    case MessageType::Hello:
      s += " proto=" + std::to_string(m.protoMajor) + "." + std::to_string(m.protoMinor) + " model=" + str(m.model) + " id=" + str(m.boardId) + " fw=" + str(m.firmware) +
           " n=" + std::to_string(m.sensorCount) + " kind=" + (m.kind == parlour::SensorKind::Hall ? "hall" : "reed") + " leds=" + std::to_string(m.ledCount) +
           " col=" + str(m.colours) + " btn=" + str(m.buttons);
      settings();
      s += std::string(" diag=") + (m.flag ? "1" : "0");
      break;
    case MessageType::Snapshot:
      s += " t=" + std::to_string(m.t) + " s=" + str(m.sensors);
      break;
    case MessageType::Change:
      s += " t=" + std::to_string(m.t) + " i=" + std::to_string(m.sensor) + " v=" + m.state;
      break;
    case MessageType::Button:
      s += " t=" + std::to_string(m.t) + " b=" + str(m.name);
      break;
    case MessageType::Ack:
    case MessageType::Nak:
      s += " id=" + std::to_string(m.id) + " cmd=" + str(m.name);
      if (m.type == MessageType::Nak) s += " err=" + str(m.reason);
      break;
    case MessageType::Error:
      s += " t=" + std::to_string(m.t) + " code=" + str(m.name);
      if (m.hasSensor) s += " i=" + std::to_string(m.sensor);
      break;
    case MessageType::Raw:
      s += " t=" + std::to_string(m.t) + " i=" + std::to_string(m.sensor) + " v=";
      for (uint8_t k = 0; k < m.rawCount; k++) s += (k ? "," : "") + std::to_string(m.raw != nullptr ? m.raw[k] : parlour::rawValueAt(m, k));
      break;
    case MessageType::Leds:
      s += " l=" + str(m.leds);
      break;
    case MessageType::Config:
      settings();
      break;
    case MessageType::Diagnostics:
      s += std::string(" on=") + (m.flag ? "1" : "0");
      break;
    default:
      break;
  }
  return s;
}

}  // namespace testing

#endif
