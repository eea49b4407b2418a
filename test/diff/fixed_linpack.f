! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
c     linpack-style lower-case code: dgefa/dgesl with the level-1 blas
c     they call (daxpy with unrolled loops, idamax, dscal, ddot), written
c     the way the 1979 sources are: labels, arithmetic-free go to logic,
c     continuation marks, column alignment.
      program linpk
      integer lda, n, ipvt(8), info, i, j
      parameter (lda = 8)
      double precision a(lda,lda), b(lda), x(lda), r, rmax
      n = 7
      do 20 j = 1, n
         do 10 i = 1, n
            a(i,j) = dble(mod(i*j + 3*i - j, 11)) - 5.0d0
   10    continue
         a(j,j) = a(j,j) + 0.5d0
   20 continue
      do 30 i = 1, n
         x(i) = dble(i)
   30 continue
c     b = a*x
      do 50 i = 1, n
         b(i) = 0.0d0
         do 40 j = 1, n
            b(i) = b(i) + a(i,j)*x(j)
   40    continue
   50 continue
      call dgefa(a,lda,n,ipvt,info)
      write (6,1000) info, (ipvt(i), i = 1, n)
 1000 format (' info =',i2,'  ipvt =',8i3)
      call dgesl(a,lda,n,ipvt,b,0)
      rmax = 0.0d0
      do 60 i = 1, n
         r = dabs(b(i) - x(i))
         if (r .gt. rmax) rmax = r
   60 continue
      if (rmax .lt. 1.0d-10) then
         write (6,*) 'solution ok'
      else
         write (6,*) 'error', rmax
      endif
      write (6,1010) (b(i), i = 1, n)
 1010 format (1x,7f9.5)
      end
c
      subroutine dgefa(a,lda,n,ipvt,info)
      integer lda,n,ipvt(1),info
      double precision a(lda,1)
      double precision t
      integer idamax,j,k,kp1,l,nm1
      info = 0
      nm1 = n - 1
      if (nm1 .lt. 1) go to 70
      do 60 k = 1, nm1
         kp1 = k + 1
c        find l = pivot index
         l = idamax(n-k+1,a(k,k),1) + k - 1
         ipvt(k) = l
c        zero pivot implies this column already triangularized
         if (a(l,k) .eq. 0.0d0) go to 40
c           interchange if necessary
            if (l .eq. k) go to 10
               t = a(l,k)
               a(l,k) = a(k,k)
               a(k,k) = t
   10       continue
c           compute multipliers
            t = -1.0d0/a(k,k)
            call dscal(n-k,t,a(k+1,k),1)
c           row elimination with column indexing
            do 30 j = kp1, n
               t = a(l,j)
               if (l .eq. k) go to 20
                  a(l,j) = a(k,j)
                  a(k,j) = t
   20          continue
               call daxpy(n-k,t,a(k+1,k),1,a(k+1,j),1)
   30       continue
         go to 50
   40    continue
            info = k
   50    continue
   60 continue
   70 continue
      ipvt(n) = n
      if (a(n,n) .eq. 0.0d0) info = n
      return
      end
c
      subroutine dgesl(a,lda,n,ipvt,b,job)
      integer lda,n,ipvt(1),job
      double precision a(lda,1),b(1)
      double precision ddot,t
      integer k,kb,l,nm1
      nm1 = n - 1
      if (job .ne. 0) go to 50
         if (nm1 .lt. 1) go to 30
         do 20 k = 1, nm1
            l = ipvt(k)
            t = b(l)
            if (l .eq. k) go to 10
               b(l) = b(k)
               b(k) = t
   10       continue
            call daxpy(n-k,t,a(k+1,k),1,b(k+1),1)
   20    continue
   30    continue
         do 40 kb = 1, n
            k = n + 1 - kb
            b(k) = b(k)/a(k,k)
            t = -b(k)
            call daxpy(k-1,t,a(1,k),1,b(1),1)
   40    continue
      go to 100
   50 continue
         do 60 k = 1, n
            t = ddot(k-1,a(1,k),1,b(1),1)
            b(k) = (b(k) - t)/a(k,k)
   60    continue
  100 continue
      return
      end
c
      subroutine daxpy(n,da,dx,incx,dy,incy)
      double precision dx(1),dy(1),da
      integer i,incx,incy,ix,iy,m,mp1,n
      if(n.le.0)return
      if (da .eq. 0.0d0) return
      if(incx.eq.1.and.incy.eq.1)go to 20
        ix = 1
        iy = 1
        if(incx.lt.0)ix = (-n+1)*incx + 1
        if(incy.lt.0)iy = (-n+1)*incy + 1
        do 10 i = 1,n
          dy(iy) = dy(iy) + da*dx(ix)
          ix = ix + incx
          iy = iy + incy
   10   continue
        return
   20 m = mod(n,4)
      if( m .eq. 0 ) go to 40
      do 30 i = 1,m
        dy(i) = dy(i) + da*dx(i)
   30 continue
      if( n .lt. 4 ) return
   40 mp1 = m + 1
      do 50 i = mp1,n,4
        dy(i) = dy(i) + da*dx(i)
        dy(i + 1) = dy(i + 1) + da*dx(i + 1)
        dy(i + 2) = dy(i + 2) + da*dx(i + 2)
        dy(i + 3) = dy(i + 3) + da*dx(i + 3)
   50 continue
      return
      end
c
      double precision function ddot(n,dx,incx,dy,incy)
      double precision dx(1),dy(1),dtemp
      integer i,incx,incy,n
      ddot = 0.0d0
      dtemp = 0.0d0
      if(n.le.0)return
      do 10 i = 1,n
        dtemp = dtemp + dx(1+(i-1)*incx)*dy(1+(i-1)*incy)
   10 continue
      ddot = dtemp
      return
      end
c
      subroutine  dscal(n,da,dx,incx)
      double precision da,dx(1)
      integer i,incx,n,nincx
      if( n.le.0 .or. incx.le.0 )return
      nincx = n*incx
      do 10 i = 1,nincx,incx
        dx(i) = da*dx(i)
   10 continue
      return
      end
c
      integer function idamax(n,dx,incx)
      double precision dx(1),dmax
      integer i,incx,ix,n
      idamax = 0
      if( n.lt.1 .or. incx.le.0 ) return
      idamax = 1
      if(n.eq.1)return
      ix = 1
      dmax = dabs(dx(1))
      ix = ix + incx
      do 10 i = 2,n
         if(dabs(dx(ix)).le.dmax) go to 5
         idamax = i
         dmax = dabs(dx(ix))
    5    ix = ix + incx
   10 continue
      return
      end
