// doctest's main for the host tests of the firmware core (make test).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
