/* A plain alpha-beta Black & White endgame solver in C: the yardstick that `qtgames bench`
 * times qtgames' exact solver against (compiled with gcc when present; not shipped).
 *
 * Usage: endgame-reference [SECONDS]. Reads lines "OWN OPP" (two 64-bit boards in hexadecimal, square row*8+column, the side
 * to move first) and prints for each "VALUE MOVE NODES CPU_SECONDS": the exact final pawn
 * difference for the side to move (empty squares go to nobody), one best move (-1: it must
 * pass or the game is over), the nodes searched and this process's processor time; a
 * solve that takes more than SECONDS of processor time stops and prints "over" as VALUE.
 * The root search is a full-window negamax alpha-beta, moves in square order: no table,
 * no ordering, nothing but the rules. */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

typedef uint64_t board;

static const board NOT_LEFT = 0xfefefefefefefefeULL;  /* no pawn may wrap to column 0 */
static const board NOT_RIGHT = 0x7f7f7f7f7f7f7f7fULL; /* nor to column 7 */

static long long nodes;
static double limit = 1e300;
static struct timespec start;
static int over;

static double elapsed(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)(now.tv_sec - start.tv_sec) + (now.tv_nsec - start.tv_nsec) / 1e9;
}

static board step(board b, int direction) {
    switch (direction) {
    case 0: return (b << 1) & NOT_LEFT;
    case 1: return (b >> 1) & NOT_RIGHT;
    case 2: return b << 8;
    case 3: return b >> 8;
    case 4: return (b << 9) & NOT_LEFT;
    case 5: return (b << 7) & NOT_RIGHT;
    case 6: return (b >> 7) & NOT_LEFT;
    default: return (b >> 9) & NOT_RIGHT;
    }
}

static board moves(board own, board opp) {
    board found = 0;
    for (int d = 0; d < 8; d++) {
        board line = step(own, d) & opp;
        for (int i = 0; i < 5; i++)
            line |= step(line, d) & opp;
        found |= step(line, d);
    }
    return found & ~(own | opp);
}

static board flips(board own, board opp, board placed) {
    board turned = 0;
    for (int d = 0; d < 8; d++) {
        board line = 0, x = step(placed, d);
        while (x & opp) {
            line |= x;
            x = step(x, d);
        }
        if (x & own)
            turned |= line;
    }
    return turned;
}

static int value(board own, board opp, int alpha, int beta) {
    if ((++nodes & 0xfffff) == 0 && elapsed() > limit)
        over = 1;
    if (over)
        return 0;
    board legal = moves(own, opp);
    if (!legal) {
        if (!moves(opp, own))
            return __builtin_popcountll(own) - __builtin_popcountll(opp);
        return -value(opp, own, -beta, -alpha);
    }
    int best = -65;
    while (legal) {
        board placed = legal & -legal;
        legal ^= placed;
        board turned = flips(own, opp, placed);
        int v = -value(opp ^ turned, own | turned | placed, -beta, -(alpha > best ? alpha : best));
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}

int main(int argc, char **argv) {
    unsigned long long own, opp;
    if (argc > 1 && sscanf(argv[1], "%lf", &limit) != 1) {
        fprintf(stderr, "endgame-reference: SECONDS must be a number\n");
        return 2;
    }
    while (scanf("%llx %llx", &own, &opp) == 2) {
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
        nodes = 0;
        over = 0;
        int best = -65, move = -1;
        board legal = moves(own, opp);
        if (!legal) {
            best = moves(opp, own) ? -value(opp, own, -64, 64)
                                   : __builtin_popcountll(own) - __builtin_popcountll(opp);
        }
        while (legal) {
            board placed = legal & -legal;
            legal ^= placed;
            board turned = flips(own, opp, placed);
            int v = -value(opp ^ turned, own | turned | placed, -64, -best);
            if (v > best) {
                best = v;
                move = __builtin_ctzll(placed);
            }
        }
        double seconds = elapsed();
        if (over)
            printf("over -1 %lld %.6f\n", nodes, seconds);
        else
            printf("%d %d %lld %.6f\n", best, move, nodes, seconds);
        fflush(stdout);
    }
    return 0;
}
