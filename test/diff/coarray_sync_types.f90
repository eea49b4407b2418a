! Image-control statements on LOCK_TYPE, EVENT_TYPE and TEAM_TYPE with one
! image (-fcoarray=single): LOCK/UNLOCK with STAT= and ACQUIRED_LOCK=,
! EVENT POST/WAIT, FAILED_IMAGES/STOPPED_IMAGES/IMAGE_STATUS, STAT_* constants.
! RUN: %diff-gfortran -fcoarray=single %s
program coarray_sync_types
  use iso_fortran_env
  implicit none
  type(lock_type) :: l[*]
  type(event_type) :: ev[*]
  integer :: s, x[*]
  logical :: got

  lock (l)
  unlock (l)
  lock (l[1], acquired_lock=got)
  print *, got
  unlock (l, stat=s)
  print *, s
  lock (l, stat=s)
  print *, s
  unlock (l[1])

  event post (ev)
  event post (ev[1], stat=s)
  event wait (ev, until_count=2)
  print *, s

  x = 3
  print *, x

  print *, size(failed_images()), size(stopped_images()), image_status(1), image_status(2)
  print *, stat_stopped_image, stat_failed_image, stat_locked, stat_unlocked, stat_locked_other_image
  print *, atomic_int_kind, atomic_logical_kind
end program
