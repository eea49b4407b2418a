! A bank module: private balances and a transaction log, public procedures,
! error handling through a status argument.
! RUN: %diff-gfortran %s
module bank
  implicit none
  private
  integer, parameter, public :: max_accounts = 4
  real(8) :: balance(max_accounts) = 0.0d0
  logical :: open_(max_accounts) = .false.
  integer :: ntransactions = 0
  real(8), parameter :: fee = 1.5d0
  public :: open_account, deposit, withdraw, report, transactions
contains
  subroutine open_account(id, initial)
    integer, intent(in) :: id
    real(8), intent(in) :: initial
    open_(id) = .true.
    balance(id) = initial
    ntransactions = ntransactions + 1
  end subroutine open_account

  subroutine deposit(id, amount, status)
    integer, intent(in) :: id
    real(8), intent(in) :: amount
    integer, intent(out) :: status
    status = 0
    if (.not. open_(id)) then
      status = 1
      return
    end if
    if (amount <= 0) then
      status = 2
      return
    end if
    balance(id) = balance(id) + amount
    ntransactions = ntransactions + 1
  end subroutine deposit

  subroutine withdraw(id, amount, status)
    integer, intent(in) :: id
    real(8), intent(in) :: amount
    integer, intent(out) :: status
    status = 0
    if (.not. open_(id)) then
      status = 1
    else if (amount + fee > balance(id)) then
      status = 3
    else
      balance(id) = balance(id) - amount - fee
      ntransactions = ntransactions + 1
    end if
  end subroutine withdraw

  subroutine report()
    integer :: i
    do i = 1, max_accounts
      if (open_(i)) print *, 'account', i, balance(i)
    end do
  end subroutine report

  integer function transactions()
    transactions = ntransactions
  end function transactions
end module bank

program bank_demo
  use bank
  implicit none
  integer :: st
  call open_account(1, 100.0d0)
  call open_account(3, 2500.75d0)
  call deposit(1, 50.25d0, st);  print *, 'deposit 1', st
  call deposit(2, 10.0d0, st);   print *, 'deposit 2', st
  call deposit(3, -5.0d0, st);   print *, 'deposit 3', st
  call withdraw(1, 140.0d0, st); print *, 'withdraw 1', st
  call withdraw(1, 200.0d0, st); print *, 'withdraw 1 again', st
  call withdraw(3, 1000.0d0, st); print *, 'withdraw 3', st
  call report()
  print *, 'transactions', transactions(), 'accounts', max_accounts
end program bank_demo
