// A small JSON reader for the test vectors (host tests only; the standard library is fine here).
// Strings keep one byte per character, as the vectors say ("each character of a line is one byte",
// U+0000..U+00FF); numbers are read as doubles (every vector number fits exactly).
#ifndef PARLOUR_TEST_JSON_H
#define PARLOUR_TEST_JSON_H

#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace json {

struct Value {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool b = false;
  double num = 0;
  std::string str;
  std::vector<Value> items;
  std::vector<std::pair<std::string, Value>> fields;

  bool has(const std::string& k) const {
    for (const auto& f : fields)
      if (f.first == k) return true;
    return false;
  }
  const Value& operator[](const std::string& k) const {
    for (const auto& f : fields)
      if (f.first == k) return f.second;
    throw std::runtime_error("no field " + k);
  }
  const Value& operator[](size_t i) const { return items.at(i); }
  size_t size() const { return kind == Array ? items.size() : fields.size(); }
  long integer() const { return static_cast<long>(num); }
};

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}
  Value parse() {
    Value v = value();
    ws();
    if (i_ != s_.size()) fail("trailing characters");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) { throw std::runtime_error("JSON: " + what + " at " + std::to_string(i_)); }
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) i_++;
  }
  char peek() {
    ws();
    if (i_ >= s_.size()) fail("unexpected end");
    return s_[i_];
  }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected ") + c);
    i_++;
  }
  Value value() {
    Value v;
    char c = peek();
    if (c == '{') {
      v.kind = Value::Object;
      i_++;
      if (peek() == '}') return i_++, v;
      for (;;) {
        std::string k = string();
        expect(':');
        v.fields.emplace_back(k, value());
        if (peek() == ',') {
          i_++;
          continue;
        }
        expect('}');
        return v;
      }
    }
    if (c == '[') {
      v.kind = Value::Array;
      i_++;
      if (peek() == ']') return i_++, v;
      for (;;) {
        v.items.push_back(value());
        if (peek() == ',') {
          i_++;
          continue;
        }
        expect(']');
        return v;
      }
    }
    if (c == '"') {
      v.kind = Value::String;
      v.str = string();
      return v;
    }
    if (s_.compare(i_, 4, "true") == 0) return i_ += 4, v.kind = Value::Bool, v.b = true, v;
    if (s_.compare(i_, 5, "false") == 0) return i_ += 5, v.kind = Value::Bool, v;
    if (s_.compare(i_, 4, "null") == 0) return i_ += 4, v;
    size_t end = i_;
    while (end < s_.size() && (isdigit(static_cast<unsigned char>(s_[end])) || s_[end] == '-' || s_[end] == '.' || s_[end] == 'e' || s_[end] == 'E' || s_[end] == '+')) end++;
    if (end == i_) fail("unexpected character");
    v.kind = Value::Number;
    v.num = std::stod(s_.substr(i_, end - i_));
    i_ = end;
    return v;
  }
  /// A string; \uXXXX and UTF-8 sequences become one byte per code point (U+0000..U+00FF only).
  std::string string() {
    expect('"');
    std::string out;
    for (;;) {
      if (i_ >= s_.size()) fail("unterminated string");
      unsigned char c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return out;
      if (c == '\\') {
        char e = s_[i_++];
        switch (e) {
          case 'n': out += '\n'; break;
          case 'r': out += '\r'; break;
          case 't': out += '\t'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'u': {
            unsigned long cp = std::stoul(s_.substr(i_, 4), nullptr, 16);
            i_ += 4;
            if (cp > 0xFF) fail("code point above U+00FF in a vector string");
            out += static_cast<char>(cp);
            break;
          }
          default: out += e;
        }
      } else if (c >= 0xC0) {
        // two-byte UTF-8 (U+0080..U+07FF); the vectors only use U+0080..U+00FF
        unsigned char d = static_cast<unsigned char>(s_[i_++]);
        unsigned cp = ((c & 0x1F) << 6) | (d & 0x3F);
        if (cp > 0xFF) fail("code point above U+00FF in a vector string");
        out += static_cast<char>(cp);
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  const std::string& s_;
  size_t i_ = 0;
};

inline Value load(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string text = ss.str();
  return Parser(text).parse();
}

}  // namespace json

#endif
