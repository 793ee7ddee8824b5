/*
 * Runs a command once and prints its wall-clock seconds and peak resident memory (KiB):
 *   measure COMMAND [ARGUMENTS…]   →   "0.1234 56789"
 * The command's own output goes to /dev/null; a failing command fails the measurement.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: measure COMMAND [ARGUMENTS…]\n"); return 64; }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, STDOUT_FILENO);
        execvp(argv[1], argv + 1);
        perror(argv[1]);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) { perror("wait4"); return 1; }
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "measure: %s failed (status %d)\n", argv[1], status);
        return 1;
    }
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%.4f %ld\n", seconds, usage.ru_maxrss);
    return 0;
}
