#!/bin/sh
# Prints the flash and RAM use of each AVR build and fails when one is over the limits.
#   check-size.sh FLASH_LIMIT RAM_LIMIT ELF...
# Flash = .text + .data (the initial values of .data are stored in flash); RAM = .data + .bss + .noinit
# (static use; the stack needs the rest). Also fails when the heap (malloc) or the C++ exception runtime
# is linked in: the firmware allocates nothing after start.
set -eu
flash_limit=$1
ram_limit=$2
shift 2
status=0
for elf in "$@"; do
  sizes=$(avr-size -A "$elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} $1==".noinit"{n=$2} END{printf "%d %d", t+d, d+b+n}')
  flash=${sizes% *}
  ram=${sizes#* }
  verdict=ok
  if [ "$flash" -gt "$flash_limit" ] || [ "$ram" -gt "$ram_limit" ]; then verdict=OVER; status=1; fi
  if avr-nm "$elf" | grep -qE ' (malloc|free|__cxa_throw|__cxa_allocate_exception)$'; then verdict="$verdict, heap or exceptions linked"; status=1; fi
  printf 'firmware size %s: flash %d of %d bytes (%d%%), RAM %d of %d bytes (%d%%): %s\n' \
    "$elf" "$flash" "$flash_limit" $((flash * 100 / flash_limit)) "$ram" "$ram_limit" $((ram * 100 / ram_limit)) "$verdict"
done
exit $status
