// Linux shell: Bash and the GNU core tools people use every day.
import type { Cheatsheet } from "../cheatsheet-types";

export const shellSheet: Cheatsheet = {
  id: "shell",
  title: "Linux shell",
  summary: "Bash and GNU command-line tools: files, text, processes, networking and shell syntax.",
  sections: [
    {
      title: "Files and folders",
      entries: [
        { code: "ls -lah", description: "List all files, long format, human-readable sizes" },
        { code: "cd -", description: "Go back to the previous directory" },
        {
          code: "mkdir -p a/b/c",
          description: "Create nested directories, no error if they exist",
        },
        { code: "cp -r <src> <dest>", description: "Copy a directory recursively" },
        { code: "mv <src> <dest>", description: "Move or rename" },
        {
          code: "rm -rf <dir>",
          description: "Delete a directory and its contents without asking (careful)",
        },
        { code: "ln -s <target> <link>", description: "Create a symbolic link" },
        {
          code: "find . -name '*.log' -mtime +7",
          description: "Files named *.log changed more than 7 days ago",
        },
        { code: "find . -type f -size +100M", description: "Files larger than 100 MB" },
        { code: "du -sh * | sort -h", description: "Size of each item here, smallest to largest" },
        { code: "df -h", description: "Free space on each mounted file system" },
        { code: "chmod +x script.sh", description: "Make a file executable" },
        { code: "chmod 644 <file>", description: "Owner reads and writes, everyone else reads" },
        { code: "chown -R user:group <dir>", description: "Change owner and group recursively" },
        {
          code: "tar -czf archive.tar.gz <dir>",
          description: "Create a gzip-compressed tar archive",
        },
        {
          code: "tar -xzf archive.tar.gz -C <dir>",
          description: "Extract a .tar.gz archive into a directory",
        },
      ],
    },
    {
      title: "Text",
      entries: [
        { code: "cat -n <file>", description: "Print a file with line numbers" },
        { code: "less <file>", description: "Page through a file (/ searches, q quits)" },
        { code: "head -n 20 <file>", description: "First 20 lines" },
        { code: "tail -f <file>", description: "Follow a file as it grows (logs)" },
        {
          code: "grep -rn 'text' .",
          description: "Search recursively, showing file and line numbers",
        },
        { code: "grep -v 'text'", description: "Lines that do not contain text" },
        { code: "sed -i 's/old/new/g' <file>", description: "Replace text in a file in place" },
        {
          code: "awk -F, '{print $2}' <file>",
          description: "Print the second comma-separated field",
        },
        {
          code: "sort | uniq -c | sort -rn",
          description: "Count identical lines, most frequent first",
        },
        { code: "wc -l <file>", description: "Count lines" },
        {
          code: "cut -d: -f1 /etc/passwd",
          description: "First colon-separated field of each line",
        },
        { code: "diff -u <a> <b>", description: "Differences between two files, unified format" },
        { code: "xargs -n 1", description: "Run a command once per input item" },
        { code: "tee <file>", description: "Write input to a file and to the output" },
      ],
    },
    {
      title: "Processes and system",
      entries: [
        { code: "ps aux | grep <name>", description: "Find running processes by name" },
        { code: "top", description: "Live view of processes by CPU (htop if installed)" },
        { code: "kill <pid>", description: "Ask a process to stop (SIGTERM)" },
        { code: "kill -9 <pid>", description: "Force a process to stop (SIGKILL)" },
        { code: "command &", description: "Run in the background" },
        { code: "nohup command &", description: "Keep running after you log out" },
        {
          code: "jobs / fg / bg",
          description:
            "List background jobs, bring one to the foreground, resume one in the background",
        },
        {
          code: "systemctl status <service>",
          description: "State and recent log of a systemd service",
        },
        { code: "journalctl -u <service> -f", description: "Follow a service's log" },
        { code: "free -h", description: "Memory use" },
        { code: "uname -a", description: "Kernel and machine information" },
        { code: "sudo !!", description: "Run the previous command again with sudo" },
      ],
    },
    {
      title: "Network",
      entries: [
        {
          code: "curl -fsSL <url>",
          description: "Fetch a URL quietly, failing on HTTP errors, following redirects",
        },
        {
          code: "curl -X POST -H 'Content-Type: application/json' -d '{\"a\":1}' <url>",
          description: "Send a JSON POST request",
        },
        { code: "curl -I <url>", description: "Show only the response headers" },
        { code: "wget -c <url>", description: "Download a file, resuming a partial one" },
        { code: "ssh -i key.pem user@host", description: "Log in to a server with a key" },
        { code: "scp <file> user@host:/path", description: "Copy a file to a server over SSH" },
        { code: "ss -tlnp", description: "Listening TCP ports and their processes" },
        { code: "dig +short example.com", description: "Look up a host's DNS address records" },
      ],
    },
    {
      title: "Shell syntax",
      entries: [
        { code: "cmd > out.txt 2>&1", description: "Send output and errors to a file" },
        { code: "cmd >> out.txt", description: "Append output to a file" },
        { code: "cmd1 | cmd2", description: "Pipe the output of one command into the next" },
        { code: "cmd1 && cmd2", description: "Run cmd2 only if cmd1 succeeded" },
        { code: "cmd1 || cmd2", description: "Run cmd2 only if cmd1 failed" },
        { code: "$(command)", description: "Substitute a command's output" },
        { code: "$?", description: "Exit status of the last command (0 means success)" },
        {
          code: "export NAME=value",
          description: "Set an environment variable for child processes",
        },
        { code: 'for f in *.txt; do echo "$f"; done', description: "Loop over files" },
        {
          code: "set -euo pipefail",
          description: "In a script: stop on errors, unset variables and failed pipes",
        },
        { code: "Ctrl+R", description: "Search the command history" },
        { code: "history | tail", description: "Recent commands" },
      ],
    },
  ],
};
