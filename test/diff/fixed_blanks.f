! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
C     BLANKS ARE INSIGNIFICANT IN FIXED FORM; KEYWORDS RUN TOGETHER,
C     NAMES AND NUMBERS WITH EMBEDDED BLANKS, SEQUENCE NUMBERS IN
C     COLUMNS 73-80, COMMENTS OF EVERY KIND, SEVERAL CONTINUATION MARKS.
      PROGRAMBLANKS                                                     BLK00010
      IMPLICITNONE                                                      BLK00020
      INTEGERI,J,K,ISUM,NUM BER                                         BLK00030
      REAL*8D1,E2                                                       BLK00040
      DOUBLEPRECISIONXX                                                 BLK00050
      CHARACTER*8NAME                                                   BLK00060
      LOGICALDONE                                                       BLK00070
*     A STAR COMMENT
c     A LOWER-CASE COMMENT
!     A BANG COMMENT
      ISUM=0
      D O 1 0 I = 1 , 1 0
         I SUM = I SUM + I                                              COMMENT!
  1 0 CONTINUE
      PRINT*,ISUM
      DO15I=1,3
      DO15,J=1,2
   15 PRINT*,I,J
      NUM BER = 1 2 3 4 5
      PRINT *, NUMBER, NUM BER + 1
      D1=1.5D0
      E2=2 . 5D0
      XX=D1*E2
      PRINT*,D1,E2,XX
      NAME='AB CD'
      PRINT*,'[',NAME,']'
      K=0
      DOWHILE(K.LT.3)
        K=K+1
      ENDDO
      IF(K.EQ.3)THEN
        PRINT*,'K IS THREE'
      ELSEIF(K.GT.3)THEN
        PRINT*,'K IS BIG'
      ELSE
        PRINT*,'K IS SMALL'
      ENDIF
      IF(K.GT.0)GOTO20
      PRINT*,'NOT REACHED'
   20 CONTINUE
      DONE=.FALSE.
      IF(.NOT.DONE)PRINT*,'NOT DONE'
      CALLSHOW(K,
     1         ISUM,
C        A COMMENT LINE BETWEEN CONTINUATION LINES
     2         NAME)
      PRINT *, 'ONE' ; PRINT *, 'TWO'
      PRINT *, 'A STRING CONTINUED
     $ONTO THE NEXT LINE'
      GO TO 30
   30 CONTINUE
      END
      SUBROUTINESHOW(K,L,S)
      INTEGERK,L
      CHARACTER*(*)S
      WRITE(*,'(1X,I3,I5,1X,A)')K,L,S
      RETURN
      END
