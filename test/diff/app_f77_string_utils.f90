! FORTRAN 77 style character handling: CHARACTER*(*) dummies, assumed-
! length CHARACTER*(*) function results, CHARACTER*n declarations with
! lengths per entity, substrings in both sides of assignments, ICHAR/
! CHAR case mapping, INDEX searches in loops, concatenation into fixed
! buffers, LGE/LLT comparisons, and EXTERNAL/INTRINSIC declarations
! with a function name passed as an argument.
! RUN: %diff-gfortran %s
! RUN: %diff-gfortran -O2 %s
      CHARACTER*(*) FUNCTION UPCASE(S)
      CHARACTER*(*) S
      INTEGER I, IC
      UPCASE = S
      DO 10 I = 1, LEN(S)
         IC = ICHAR(S(I:I))
         IF (IC .GE. ICHAR('a') .AND. IC .LE. ICHAR('z')) &
            UPCASE(I:I) = CHAR(IC - 32)
   10 CONTINUE
      END

      INTEGER FUNCTION NWORDS(S)
      CHARACTER*(*) S
      LOGICAL INWORD
      INTEGER I
      NWORDS = 0
      INWORD = .FALSE.
      DO 10 I = 1, LEN(S)
         IF (S(I:I) .NE. ' ') THEN
            IF (.NOT. INWORD) NWORDS = NWORDS + 1
            INWORD = .TRUE.
         ELSE
            INWORD = .FALSE.
         END IF
   10 CONTINUE
      END

      SUBROUTINE REPLAC(S, OLD, NEW, NREP)
!     replace every OLD by NEW in S (same length strings)
      CHARACTER*(*) S, OLD, NEW
      INTEGER NREP, K, START
      NREP = 0
      START = 1
   20 K = INDEX(S(START:), OLD)
      IF (K .EQ. 0) RETURN
      K = K + START - 1
      S(K:K+LEN(OLD)-1) = NEW
      NREP = NREP + 1
      START = K + LEN(OLD)
      IF (START .LE. LEN(S)) GO TO 20
      END

      SUBROUTINE CENTER(S, WIDTH, OUT)
      CHARACTER*(*) S, OUT
      INTEGER WIDTH, L, PAD
      L = LEN_TRIM(S)
      PAD = (WIDTH - L) / 2
      OUT = ' '
      IF (PAD .LT. 0) PAD = 0
      OUT(PAD+1:) = S(1:L)
      END

      REAL FUNCTION APPLY(F, X)
      REAL F, X
      EXTERNAL F
      APPLY = F(X)
      END

      REAL FUNCTION TWICE(X)
      REAL X
      TWICE = 2.0 * X
      END

      PROGRAM STRUTL
      CHARACTER*40 LINE, BUF*60, UPCASE*40
      CHARACTER*8 A, B*3, C*12
      CHARACTER*1 SEP
      INTEGER NWORDS, N, I
      REAL APPLY, TWICE
      EXTERNAL UPCASE, TWICE
      INTRINSIC SQRT, ABS
      DATA SEP /'|'/
      LINE = 'the quick brown fox jumps over it'
      PRINT *, UPCASE(LINE)
      PRINT *, 'words:', NWORDS(LINE), NWORDS('   '), NWORDS(' a b  c ')
      CALL REPLAC(LINE, 'o', '0', N)
      PRINT '(A,1X,A,I3)', LINE, 'replacements', N
      CALL REPLAC(LINE, 'the', 'THE', N)
      PRINT '(A,I3)', LINE, N
      CALL CENTER('title', 21, BUF)
      PRINT '(4A)', SEP, BUF(1:21), SEP
      A = 'abcdefgh'
      B = A
      C = A
      PRINT '(6A)', SEP, A, SEP, B, SEP, C
      A(3:5) = 'XYZ'
      C(10:12) = A(1:3)
      PRINT '(4A)', A, SEP, C, SEP
      BUF = A // '-' // B // '-' // C
      PRINT '(A,I4)', BUF, LEN_TRIM(BUF)
      PRINT '(4L2)', LGE('abc', 'abd'), LLT('abc', 'abd'), 'B' .GT. 'A', 'abc' .EQ. 'abc   '
      PRINT '(3F8.3)', APPLY(TWICE, 1.5), APPLY(SQRT, 2.0), APPLY(ABS, -3.25)
      DO 30 I = 1, 3
         BUF(I*2-1:I*2) = CHAR(ICHAR('A') + I - 1) // CHAR(ICHAR('a') + I - 1)
   30 CONTINUE
      PRINT *, BUF(1:6)
      END
