-- Analytics rollup triggers (issue 11): written in the next commit.
SELECT 1;
